import { Migration } from '@mikro-orm/migrations';

export class Migration20261122062030 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_log" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "action" varchar(100) not null, "entity_type" varchar(50) not null, "entity_id" varchar(100) null, "user_id" uuid null, "details" jsonb null, constraint "audit_log_pkey" primary key ("id"));`);
    this.addSql(`create index "audit_log_entity_index" on "audit_log" ("entity_type", "entity_id");`);

    this.addSql(`create table "cohorts" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "image" text null, "description" text null, "category" varchar(50) null, "filter_rules" jsonb null, "creator_count" int not null default 0, "active" boolean not null default true, "featured" boolean not null default false, constraint "cohorts_pkey" primary key ("id"));`);
    this.addSql(`create index "cohorts_featured_index" on "cohorts" ("featured", "active");`);

    this.addSql(`create table "idempotency_keys" ("user_id" uuid not null, "key" varchar(255) not null, "operation" varchar(100) not null, "request_hash" varchar(64) not null, "response_status" int null, "response_body" jsonb null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "idempotency_keys_pkey" primary key ("user_id", "key"));`);
    this.addSql(`create index "idempotency_keys_expires_at_index" on "idempotency_keys" ("expires_at");`);

    this.addSql(`create table "login_attempts" ("id" uuid not null default gen_random_uuid(), "username" varchar(50) not null, "ip_address" varchar(64) not null, "attempted_at" timestamptz not null default now(), constraint "login_attempts_pkey" primary key ("id"));`);
    this.addSql(`create index "login_attempts_username_ip_address_attempted_at_index" on "login_attempts" ("username", "ip_address", "attempted_at");`);

    this.addSql(`create table "sessions" ("sid" varchar(255) not null, "sess" json not null, "expire" timestamp(6) not null, constraint "sessions_pkey" primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "signups" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "email" varchar(254) not null, "user_type" text check ("user_type" in ('brand', 'shopper', 'curator')) not null, constraint "signups_pkey" primary key ("id"));`);
    this.addSql(`create index "signups_email_index" on "signups" ("email");`);

    this.addSql(`create table "users" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "username" varchar(50) not null, "password_hash" varchar(255) not null, "email" varchar(254) null, "role" text check ("role" in ('user', 'creator', 'brand', 'admin')) not null default 'user', "age_verified" boolean not null default false, "curator_status" text check ("curator_status" in ('user', 'level1_curator', 'level2_curator', 'platinum_curator')) not null default 'user', "total_sales_generated_cents" bigint not null default 0, "commission_rate" numeric(5,2) not null default 0, "display_name" varchar(100) null, "bio" text null, "profile_image" text null, "hero_image" text null, "banking_details" jsonb null, "page_layout" jsonb null, constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`create index "users_email_index" on "users" ("email");`);

    this.addSql(`create table "user_collections" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "name" varchar(200) not null, "description" text null, "is_public" boolean not null default false, constraint "user_collections_pkey" primary key ("id"));`);
    this.addSql(`create index "user_collections_user_id_index" on "user_collections" ("user_id");`);

    this.addSql(`create table "creators" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid null, "handle" varchar(50) not null, "name" varchar(100) null, "bio" text null, "avatar" text null, "hero_image" text null, "verified21" boolean not null default false, "is_verified" boolean not null default false, "followers" int not null default 0, "rating" numeric(2,1) null, "total_earnings_cents" bigint not null default 0, "utm_code" varchar(50) not null, "instagram_handle" varchar(100) null, "tiktok_handle" varchar(100) null, "youtube_handle" varchar(100) null, "twitter_handle" varchar(100) null, "featured" boolean not null default false, constraint "creators_pkey" primary key ("id"));`);
    this.addSql(`alter table "creators" add constraint "creators_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "creators" add constraint "creators_handle_unique" unique ("handle");`);
    this.addSql(`alter table "creators" add constraint "creators_utm_code_unique" unique ("utm_code");`);
    this.addSql(`create index "creators_featured_index" on "creators" ("featured", "followers");`);

    this.addSql(`create table "orders" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "creator_id" uuid null, "status" text check ("status" in ('pending', 'paid', 'fulfilled', 'cancelled', 'refunded')) not null default 'pending', "fulfillment_type" text check ("fulfillment_type" in ('delivery', 'shipping')) not null, "subtotal_cents" int not null, "delivery_fee_cents" int not null default 0, "tax_cents" int not null, "total_cents" int not null, "estimated_delivery" timestamptz null, "delivery_address" jsonb null, "payment_intent_id" varchar(100) null, "tracking_number" varchar(100) null, constraint "orders_pkey" primary key ("id"), constraint orders_money_non_negative check (subtotal_cents >= 0 and delivery_fee_cents >= 0 and tax_cents >= 0 and total_cents >= 0));`);
    this.addSql(`create index "orders_payment_intent_id_index" on "orders" ("payment_intent_id");`);
    this.addSql(`create index "orders_user_created_at_index" on "orders" ("user_id", "created_at");`);

    this.addSql(`create table "sales_attribution" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" uuid not null, "creator_id" uuid not null, "campaign_id" uuid null, "gift_offer_id" uuid null, "attribution_type" varchar(30) not null, "touchpoints" jsonb null, "order_value_cents" int not null, "commission_rate" numeric(5,2) not null, "commission_amount_cents" int not null, "brand_spend_cents" int not null default 0, constraint "sales_attribution_pkey" primary key ("id"));`);
    this.addSql(`create index "sales_attribution_order_id_index" on "sales_attribution" ("order_id");`);
    this.addSql(`create index "sales_attribution_creator_id_index" on "sales_attribution" ("creator_id");`);

    this.addSql(`create table "follows" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "shopper_id" uuid not null, "creator_id" uuid not null, constraint "follows_pkey" primary key ("id"));`);
    this.addSql(`create index "follows_creator_id_index" on "follows" ("creator_id");`);
    this.addSql(`alter table "follows" add constraint "follows_shopper_creator_unique" unique ("shopper_id", "creator_id");`);

    this.addSql(`create table "creator_metrics" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "creator_id" uuid not null, "follower_count" int not null default 0, "avg_engagement_rate" numeric(6,3) not null default 0, "audience_age" jsonb null, "audience_gender" jsonb null, "top_categories" text[] not null default '{}', "total_sales30d_cents" bigint not null default 0, "total_orders30d" int not null default 0, "conversion_rate30d" numeric(6,3) not null default 0, "avg_order_value30d_cents" int not null default 0, "top_products30d" jsonb null, "lifetime_sales_cents" bigint not null default 0, "lifetime_orders" int not null default 0, "lifetime_commissions_cents" bigint not null default 0, "last_updated" timestamptz not null default now(), constraint "creator_metrics_pkey" primary key ("id"));`);
    this.addSql(`alter table "creator_metrics" add constraint "creator_metrics_creator_id_unique" unique ("creator_id");`);

    this.addSql(`create table "collections" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "creator_id" uuid not null, "name" varchar(200) not null, "description" text null, "product_ids" uuid[] not null default '{}', constraint "collections_pkey" primary key ("id"));`);
    this.addSql(`create index "collections_creator_id_index" on "collections" ("creator_id");`);

    this.addSql(`create table "brands" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid null, "name" varchar(200) not null, "logo" text null, "images" text[] not null default '{}', "blurb" text null, "description" text null, "website" text null, "categories" text[] not null default '{}', "tags" text[] not null default '{}', "country" varchar(2) null, "verified" boolean not null default false, "total_spend_cents" bigint not null default 0, "total_sales_cents" bigint not null default 0, constraint "brands_pkey" primary key ("id"));`);
    this.addSql(`create index "brands_user_id_index" on "brands" ("user_id");`);
    this.addSql(`alter table "brands" add constraint "brands_name_unique" unique ("name");`);

    this.addSql(`create table "products" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brand_id" uuid not null, "name" varchar(200) not null, "description" text null, "ingredients" text null, "image" text null, "price_cents" int not null, "abv" varchar(20) null, "size" varchar(50) null, "upc" varchar(32) null, "product_link" text null, "variants" jsonb not null default '[]', "tags" text[] not null default '{}', "alc_pay_offer_id" varchar(100) null, "categories" text[] not null default '{}', "markets" text[] not null default '{}', "available" boolean not null default true, "featured" boolean not null default false, "delivery_available" boolean not null default true, "shipping_available" boolean not null default true, "pickup_available" boolean not null default false, "delivery_time" varchar(50) not null default '2-4 hours', "shipping_time" varchar(50) not null default '2-3 days', "delivery_fee_cents" int not null default 499, "shipping_fee_cents" int not null default 899, "free_delivery_min_cents" int not null default 3500, "free_shipping_min_cents" int not null default 7500, constraint "products_pkey" primary key ("id"), constraint products_money_non_negative check (price_cents >= 0 and delivery_fee_cents >= 0 and shipping_fee_cents >= 0 and free_delivery_min_cents >= 0 and free_shipping_min_cents >= 0));`);
    this.addSql(`create index "products_brand_id_index" on "products" ("brand_id");`);
    this.addSql(`alter table "products" add constraint "products_upc_unique" unique ("upc");`);
    this.addSql(`create index "products_categories_gin" on "products" using gin ("categories");`);
    this.addSql(`create index "products_created_at_index" on "products" ("created_at");`);
    this.addSql(`create index "products_featured_index" on "products" ("featured", "created_at");`);
    this.addSql(`alter table "products" add constraint "products_brand_id_name_unique" unique ("brand_id", "name");`);

    this.addSql(`create table "user_collection_items" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "collection_id" uuid not null, "product_id" uuid not null, "added_at" timestamptz not null default now(), constraint "user_collection_items_pkey" primary key ("id"));`);
    this.addSql(`alter table "user_collection_items" add constraint "user_collection_items_collection_product_unique" unique ("collection_id", "product_id");`);

    this.addSql(`create table "order_items" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" uuid not null, "product_id" uuid not null, "product_name" varchar(200) not null, "quantity" int not null default 1, "price_cents" int not null, "variant_size" varchar(50) null, constraint "order_items_pkey" primary key ("id"), constraint order_items_price_non_negative check (price_cents >= 0), constraint order_items_quantity_positive check (quantity >= 1));`);
    this.addSql(`create index "order_items_order_id_index" on "order_items" ("order_id");`);

    this.addSql(`create table "order_attribution" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_id" uuid not null, "creator_id" uuid not null, "product_id" uuid null, "gmv_cents" int not null, "commission_cents" int not null, "status" varchar(20) not null default 'pending', constraint "order_attribution_pkey" primary key ("id"), constraint order_attribution_money_non_negative check (gmv_cents >= 0 and commission_cents >= 0));`);
    this.addSql(`create index "order_attribution_order_id_index" on "order_attribution" ("order_id");`);
    this.addSql(`create index "order_attribution_creator_id_index" on "order_attribution" ("creator_id");`);

    this.addSql(`create table "favorites" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "product_id" uuid not null, constraint "favorites_pkey" primary key ("id"));`);
    this.addSql(`create index "favorites_product_created_at_index" on "favorites" ("product_id", "created_at");`);
    this.addSql(`alter table "favorites" add constraint "favorites_user_product_unique" unique ("user_id", "product_id");`);

    this.addSql(`create table "endorsements" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "creator_id" uuid not null, "product_id" uuid not null, "review" text null, "rating" smallint null, constraint "endorsements_pkey" primary key ("id"), constraint endorsements_rating_range check (rating is null or (rating >= 1 and rating <= 5)));`);
    this.addSql(`create index "endorsements_product_id_index" on "endorsements" ("product_id");`);
    this.addSql(`create index "endorsements_creator_created_at_index" on "endorsements" ("creator_id", "created_at");`);
    this.addSql(`create index "endorsements_created_at_index" on "endorsements" ("created_at");`);

    this.addSql(`create table "click_logs" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "product_id" uuid null, "creator_id" uuid not null, "utm_params" jsonb null, "ip_address" varchar(64) null, "user_agent" text null, constraint "click_logs_pkey" primary key ("id"));`);
    this.addSql(`create index "click_logs_creator_created_at_index" on "click_logs" ("creator_id", "created_at");`);

    this.addSql(`create table "cart_items" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "product_id" uuid not null, "quantity" int not null default 1, "fulfillment_type" text check ("fulfillment_type" in ('delivery', 'shipping')) not null, constraint "cart_items_pkey" primary key ("id"), constraint cart_items_quantity_range check (quantity >= 1 and quantity <= 99));`);
    this.addSql(`create index "cart_items_user_id_index" on "cart_items" ("user_id");`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_user_product_fulfillment_unique" unique ("user_id", "product_id", "fulfillment_type");`);

    this.addSql(`create table "campaigns" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brand_id" uuid not null, "name" varchar(200) not null, "description" text null, "type" text check ("type" in ('gifting', 'affiliate', 'sponsored')) not null, "status" varchar(20) not null default 'draft', "budget_cents" bigint null, "spent_cents" bigint not null default 0, "start_date" timestamptz null, "end_date" timestamptz null, "target_metrics" jsonb null, constraint "campaigns_pkey" primary key ("id"), constraint campaigns_money_non_negative check ((budget_cents is null or budget_cents >= 0) and spent_cents >= 0));`);
    this.addSql(`create index "campaigns_brand_id_index" on "campaigns" ("brand_id");`);

    this.addSql(`create table "gift_offers" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "campaign_id" uuid null, "recipient_id" uuid not null, "product_id" uuid not null, "message" text null, "status" varchar(20) not null default 'pending', "value_cents" int not null default 0, "expires_at" timestamptz null, "responded_at" timestamptz null, constraint "gift_offers_pkey" primary key ("id"), constraint gift_offers_value_non_negative check (value_cents >= 0));`);
    this.addSql(`create index "gift_offers_campaign_id_index" on "gift_offers" ("campaign_id");`);
    this.addSql(`create index "gift_offers_recipient_id_index" on "gift_offers" ("recipient_id");`);

    this.addSql(`create table "campaign_metrics" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "campaign_id" uuid not null, "date" date not null, "impressions" int not null default 0, "clicks" int not null default 0, "reach" int not null default 0, "orders" int not null default 0, "sales_cents" bigint not null default 0, "commissions_cents" bigint not null default 0, "gifts_offered" int not null default 0, "gifts_accepted" int not null default 0, "gift_conversions" int not null default 0, constraint "campaign_metrics_pkey" primary key ("id"));`);
    this.addSql(`alter table "campaign_metrics" add constraint "campaign_metrics_campaign_date_unique" unique ("campaign_id", "date");`);

    this.addSql(`create table "brand_favorites" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "brand_id" uuid not null, constraint "brand_favorites_pkey" primary key ("id"));`);
    this.addSql(`create index "brand_favorites_brand_id_index" on "brand_favorites" ("brand_id");`);
    this.addSql(`alter table "brand_favorites" add constraint "brand_favorites_user_brand_unique" unique ("user_id", "brand_id");`);

    this.addSql(`create table "affiliate_programs" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brand_id" uuid not null, "name" varchar(200) not null, "description" text null, "commission_type" varchar(20) not null, "commission_value" numeric(10,2) not null, "minimum_sales_cents" bigint not null default 0, "product_ids" uuid[] not null default '{}', "requirements" jsonb null, "active" boolean not null default true, constraint "affiliate_programs_pkey" primary key ("id"));`);
    this.addSql(`create index "affiliate_programs_brand_id_index" on "affiliate_programs" ("brand_id");`);

    this.addSql(`create table "affiliate_enrollments" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "program_id" uuid not null, "creator_id" uuid not null, "status" varchar(20) not null default 'pending', "application_note" text null, "approval_note" text null, "total_earnings_cents" bigint not null default 0, "total_sales_cents" bigint not null default 0, "enrolled_at" timestamptz not null default now(), "approved_at" timestamptz null, constraint "affiliate_enrollments_pkey" primary key ("id"));`);
    this.addSql(`create index "affiliate_enrollments_creator_id_index" on "affiliate_enrollments" ("creator_id");`);
    this.addSql(`alter table "affiliate_enrollments" add constraint "affiliate_enrollments_program_creator_unique" unique ("program_id", "creator_id");`);

    this.addSql(`alter table "user_collections" add constraint "user_collections_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "creators" add constraint "creators_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "orders" add constraint "orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "orders" add constraint "orders_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "sales_attribution" add constraint "sales_attribution_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "sales_attribution" add constraint "sales_attribution_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "follows" add constraint "follows_shopper_id_foreign" foreign key ("shopper_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follows" add constraint "follows_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "creator_metrics" add constraint "creator_metrics_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "collections" add constraint "collections_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "brands" add constraint "brands_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "products" add constraint "products_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_collection_items" add constraint "user_collection_items_collection_id_foreign" foreign key ("collection_id") references "user_collections" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_collection_items" add constraint "user_collection_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "order_items" add constraint "order_items_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_items" add constraint "order_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "order_attribution" add constraint "order_attribution_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_attribution" add constraint "order_attribution_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_attribution" add constraint "order_attribution_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "favorites" add constraint "favorites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "favorites" add constraint "favorites_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "endorsements" add constraint "endorsements_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "endorsements" add constraint "endorsements_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "click_logs" add constraint "click_logs_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "click_logs" add constraint "click_logs_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "cart_items" add constraint "cart_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "cart_items" add constraint "cart_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "campaigns" add constraint "campaigns_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "gift_offers" add constraint "gift_offers_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "gift_offers" add constraint "gift_offers_recipient_id_foreign" foreign key ("recipient_id") references "creators" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "gift_offers" add constraint "gift_offers_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "campaign_metrics" add constraint "campaign_metrics_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "brand_favorites" add constraint "brand_favorites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "brand_favorites" add constraint "brand_favorites_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "affiliate_programs" add constraint "affiliate_programs_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "affiliate_enrollments" add constraint "affiliate_enrollments_program_id_foreign" foreign key ("program_id") references "affiliate_programs" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "affiliate_enrollments" add constraint "affiliate_enrollments_creator_id_foreign" foreign key ("creator_id") references "creators" ("id") on update cascade on delete cascade;`);
  }

}
