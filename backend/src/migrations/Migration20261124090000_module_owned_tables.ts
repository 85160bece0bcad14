import { Migration } from '@mikro-orm/migrations';

/**
 * Each module owns its data (backend/table-ownership.json):
 * - users keeps identity only; tier, commission rate, sales and banking details move to
 *   commissions' commission_accounts, display name, bio, images and page layout to curation's
 *   user_profiles (a row only where a user had something other than the defaults);
 * - one collection model: creators' and users' collections in `collections`, their products as
 *   ordered rows of `collection_items` (was product_ids uuid[] and user_collections + items);
 * - no foreign key across modules: a module keeps another module's ids (order lines keep their
 *   product's name and price), and reads what it needs through the owner's queries or the
 *   read-only views created here, each owned by the module named in its prefix.
 */

/** [table, constraint, column, referenced table, on delete] of every foreign key between two modules. */
const CROSS_MODULE_FOREIGN_KEYS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['creators', 'creators_user_id_foreign', 'user_id', 'users', 'set null'],
  ['brands', 'brands_user_id_foreign', 'user_id', 'users', 'set null'],
  ['follows', 'follows_shopper_id_foreign', 'shopper_id', 'users', 'cascade'],
  ['favorites', 'favorites_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['favorites', 'favorites_product_id_foreign', 'product_id', 'products', 'cascade'],
  ['brand_favorites', 'brand_favorites_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['brand_favorites', 'brand_favorites_brand_id_foreign', 'brand_id', 'brands', 'cascade'],
  ['endorsements', 'endorsements_product_id_foreign', 'product_id', 'products', 'cascade'],
  ['cart_items', 'cart_items_user_id_foreign', 'user_id', 'users', 'cascade'],
  ['cart_items', 'cart_items_product_id_foreign', 'product_id', 'products', 'cascade'],
  ['orders', 'orders_user_id_foreign', 'user_id', 'users', 'restrict'],
  ['orders', 'orders_creator_id_foreign', 'creator_id', 'creators', 'set null'],
  ['order_items', 'order_items_product_id_foreign', 'product_id', 'products', 'restrict'],
  ['order_attribution', 'order_attribution_order_id_foreign', 'order_id', 'orders', 'cascade'],
  ['order_attribution', 'order_attribution_creator_id_foreign', 'creator_id', 'creators', 'cascade'],
  ['order_attribution', 'order_attribution_product_id_foreign', 'product_id', 'products', 'set null'],
  ['sales_attribution', 'sales_attribution_order_id_foreign', 'order_id', 'orders', 'cascade'],
  ['sales_attribution', 'sales_attribution_creator_id_foreign', 'creator_id', 'creators', 'cascade'],
  ['click_logs', 'click_logs_user_id_foreign', 'user_id', 'users', 'set null'],
  ['click_logs', 'click_logs_product_id_foreign', 'product_id', 'products', 'set null'],
  ['click_logs', 'click_logs_creator_id_foreign', 'creator_id', 'creators', 'cascade'],
  ['creator_metrics', 'creator_metrics_creator_id_foreign', 'creator_id', 'creators', 'cascade'],
  ['campaigns', 'campaigns_brand_id_foreign', 'brand_id', 'brands', 'cascade'],
  ['gift_offers', 'gift_offers_recipient_id_foreign', 'recipient_id', 'creators', 'cascade'],
  ['gift_offers', 'gift_offers_product_id_foreign', 'product_id', 'products', 'cascade'],
  ['affiliate_programs', 'affiliate_programs_brand_id_foreign', 'brand_id', 'brands', 'cascade'],
  ['affiliate_enrollments', 'affiliate_enrollments_creator_id_foreign', 'creator_id', 'creators', 'cascade'],
];

const CURATOR_TIERS = `'user', 'level1_curator', 'level2_curator', 'platinum_curator'`;

export class Migration20261124090000 extends Migration {
  override async up(): Promise<void> {
    // commissions: an account's tier, rate, sales and banking details
    this.addSql(`create table "commission_accounts" ("user_id" uuid not null, "tier" text check ("tier" in (${CURATOR_TIERS})) not null default 'user', "commission_rate" numeric(5,2) not null default 0, "total_sales_generated_cents" bigint not null default 0, "banking_details" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "commission_accounts_pkey" primary key ("user_id"));`);
    this.addSql(`insert into "commission_accounts" ("user_id", "tier", "commission_rate", "total_sales_generated_cents", "banking_details", "created_at", "updated_at")
      select "id", "curator_status", "commission_rate", "total_sales_generated_cents", "banking_details", "created_at", "updated_at" from "users"
       where "curator_status" <> 'user' or "commission_rate" <> 0 or "total_sales_generated_cents" <> 0 or "banking_details" is not null;`);

    // curation: an account's profile
    this.addSql(`create table "user_profiles" ("user_id" uuid not null, "display_name" varchar(100) null, "bio" text null, "profile_image" text null, "hero_image" text null, "page_layout" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "user_profiles_pkey" primary key ("user_id"));`);
    this.addSql(`insert into "user_profiles" ("user_id", "display_name", "bio", "profile_image", "hero_image", "page_layout", "created_at", "updated_at")
      select "id", "display_name", "bio", "profile_image", "hero_image", "page_layout", "created_at", "updated_at" from "users"
       where "display_name" is not null or "bio" is not null or "profile_image" is not null or "hero_image" is not null or "page_layout" is not null;`);

    this.addSql(`alter table "users" drop column "curator_status", drop column "total_sales_generated_cents", drop column "commission_rate", drop column "display_name", drop column "bio", drop column "profile_image", drop column "hero_image", drop column "banking_details", drop column "page_layout";`);

    // curation: one collection model
    this.addSql(`alter table "collections" alter column "creator_id" drop not null, add column "user_id" uuid null, add column "is_public" boolean not null default false;`);
    this.addSql(`create index "collections_user_id_index" on "collections" ("user_id");`);
    this.addSql(`create table "collection_items" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "collection_id" uuid not null, "product_id" uuid not null, "position" int not null, "added_at" timestamptz not null default now(), constraint "collection_items_pkey" primary key ("id"));`);
    this.addSql(`alter table "collection_items" add constraint "collection_items_collection_product_unique" unique ("collection_id", "product_id");`);
    this.addSql(`alter table "collection_items" add constraint "collection_items_collection_id_foreign" foreign key ("collection_id") references "collections" ("id") on update cascade on delete cascade;`);
    // A creator's collection is shown on a public page; its products keep their order (a repeat keeps its first place).
    this.addSql(`update "collections" set "is_public" = true;`);
    this.addSql(`insert into "collection_items" ("collection_id", "product_id", "position", "added_at", "created_at", "updated_at")
      select "collection_id", "product_id", row_number() over (partition by "collection_id" order by "first_position"), "added_at", "added_at", "added_at"
        from (select k."id" as "collection_id", item."product_id", min(item."position") as "first_position", k."created_at" as "added_at"
                from "collections" k, unnest(k."product_ids") with ordinality as item("product_id", "position")
               group by k."id", item."product_id", k."created_at") listed;`);
    this.addSql(`alter table "collections" drop column "product_ids";`);
    this.addSql(`insert into "collections" ("id", "created_at", "updated_at", "creator_id", "user_id", "name", "description", "is_public")
      select "id", "created_at", "updated_at", null, "user_id", "name", "description", "is_public" from "user_collections";`);
    this.addSql(`insert into "collection_items" ("id", "created_at", "updated_at", "collection_id", "product_id", "position", "added_at")
      select "id", "created_at", "updated_at", "collection_id", "product_id", row_number() over (partition by "collection_id" order by "added_at", "id"), "added_at"
        from "user_collection_items";`);
    this.addSql(`drop table "user_collection_items";`);
    this.addSql(`drop table "user_collections";`);
    this.addSql(`alter table "collections" add constraint collections_one_owner check ((creator_id is null) <> (user_id is null));`);

    // No foreign key across modules.
    for (const [table, constraint] of CROSS_MODULE_FOREIGN_KEYS) {
      this.addSql(`alter table "${table}" drop constraint "${constraint}";`);
    }

    // Read-only views, each its owner's public read surface (table-ownership.json).
    // Plain projections: PostgreSQL inlines them, so a reader's statement plans as if it named the table.
    this.addSql(`create view "catalog_products_v" as
      select "id", "brand_id", "name", "description", "image", "price_cents", "abv", "size", "categories", "markets",
             "available", "delivery_available", "shipping_available",
             "delivery_fee_cents", "free_delivery_min_cents", "shipping_fee_cents", "free_shipping_min_cents", "created_at"
        from "products";`);
    this.addSql(`create view "catalog_brands_v" as select "id", "name", "logo", "blurb" from "brands";`);
    this.addSql(`create view "curation_creators_v" as select "id", "user_id", "handle" from "creators";`);
    this.addSql(`create view "curation_endorsements_v" as select "creator_id", "product_id" from "endorsements";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "curation_endorsements_v";`);
    this.addSql(`drop view "curation_creators_v";`);
    this.addSql(`drop view "catalog_brands_v";`);
    this.addSql(`drop view "catalog_products_v";`);

    // Rows that point at nothing cannot keep a foreign key: the database allowed them while modules kept ids.
    for (const [table, constraint, column, referenced, onDelete] of CROSS_MODULE_FOREIGN_KEYS) {
      const orphan = `"${column}" is not null and not exists (select 1 from "${referenced}" r where r."id" = "${table}"."${column}")`;
      this.addSql(onDelete === 'set null' ? `update "${table}" set "${column}" = null where ${orphan};` : `delete from "${table}" where ${orphan};`);
      this.addSql(`alter table "${table}" add constraint "${constraint}" foreign key ("${column}") references "${referenced}" ("id") on update cascade on delete ${onDelete};`);
    }

    this.addSql(`alter table "collections" drop constraint collections_one_owner;`);
    this.addSql(`create table "user_collections" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "name" varchar(200) not null, "description" text null, "is_public" boolean not null default false, constraint "user_collections_pkey" primary key ("id"));`);
    this.addSql(`create index "user_collections_user_id_index" on "user_collections" ("user_id");`);
    this.addSql(`create table "user_collection_items" ("id" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "collection_id" uuid not null, "product_id" uuid not null, "added_at" timestamptz not null default now(), constraint "user_collection_items_pkey" primary key ("id"));`);
    this.addSql(`alter table "user_collection_items" add constraint "user_collection_items_collection_product_unique" unique ("collection_id", "product_id");`);
    this.addSql(`insert into "user_collections" ("id", "created_at", "updated_at", "user_id", "name", "description", "is_public")
      select "id", "created_at", "updated_at", "user_id", "name", "description", "is_public" from "collections" where "user_id" is not null and exists (select 1 from "users" u where u."id" = "collections"."user_id");`);
    this.addSql(`insert into "user_collection_items" ("id", "created_at", "updated_at", "collection_id", "product_id", "added_at")
      select i."id", i."created_at", i."updated_at", i."collection_id", i."product_id", i."added_at" from "collection_items" i
        join "user_collections" k on k."id" = i."collection_id" where exists (select 1 from "products" p where p."id" = i."product_id");`);
    this.addSql(`alter table "collections" add column "product_ids" uuid[] not null default '{}';`);
    this.addSql(`update "collections" k set "product_ids" = coalesce((select array_agg(i."product_id" order by i."position") from "collection_items" i where i."collection_id" = k."id"), '{}');`);
    this.addSql(`delete from "collections" where "creator_id" is null;`);
    this.addSql(`drop table "collection_items";`);
    this.addSql(`drop index "collections_user_id_index";`);
    this.addSql(`alter table "collections" drop column "user_id", drop column "is_public", alter column "creator_id" set not null;`);
    this.addSql(`alter table "user_collections" add constraint "user_collections_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_collection_items" add constraint "user_collection_items_collection_id_foreign" foreign key ("collection_id") references "user_collections" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_collection_items" add constraint "user_collection_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "users" add column "curator_status" text check ("curator_status" in (${CURATOR_TIERS})) not null default 'user', add column "total_sales_generated_cents" bigint not null default 0, add column "commission_rate" numeric(5,2) not null default 0, add column "display_name" varchar(100) null, add column "bio" text null, add column "profile_image" text null, add column "hero_image" text null, add column "banking_details" jsonb null, add column "page_layout" jsonb null;`);
    this.addSql(`update "users" u set "curator_status" = a."tier", "commission_rate" = a."commission_rate", "total_sales_generated_cents" = a."total_sales_generated_cents", "banking_details" = a."banking_details"
      from "commission_accounts" a where a."user_id" = u."id";`);
    this.addSql(`update "users" u set "display_name" = p."display_name", "bio" = p."bio", "profile_image" = p."profile_image", "hero_image" = p."hero_image", "page_layout" = p."page_layout"
      from "user_profiles" p where p."user_id" = u."id";`);
    this.addSql(`drop table "user_profiles";`);
    this.addSql(`drop table "commission_accounts";`);
  }
}
