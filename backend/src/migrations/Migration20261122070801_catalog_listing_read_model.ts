import { Migration } from '@mikro-orm/migrations';

/**
 * Two read-side helpers the catalog listing needs at 100,000 products (docs/performance.md, "Catalog"):
 * - product_category_listings: one row per (category, product) in listing order, so a category
 *   page at any offset is an index-only range scan. Kept in step by statement triggers.
 * - catalog_revision: a counter every write statement to products or brands bumps, so the API can
 *   reuse a product count (X-Total-Count) for as long as the catalog has not changed.
 */
export class Migration20261122070801 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalog_revision" ("id" smallint not null default 1, "revision" bigint not null default 0, constraint "catalog_revision_pkey" primary key ("id"), constraint catalog_revision_single_row check (id = 1));`);
    this.addSql(`insert into "catalog_revision" ("id", "revision") values (1, 0);`);
    this.addSql(`create function "bump_catalog_revision"() returns trigger language plpgsql as $$
      begin
        update "catalog_revision" set "revision" = "revision" + 1 where "id" = 1;
        return null;
      end $$;`);
    this.addSql(`create trigger "products_bump_catalog_revision" after insert or update or delete or truncate on "products" for each statement execute function "bump_catalog_revision"();`);
    this.addSql(`create trigger "brands_bump_catalog_revision" after insert or update or delete or truncate on "brands" for each statement execute function "bump_catalog_revision"();`);

    this.addSql(`create table "product_category_listings" ("category" text not null, "created_at" timestamptz not null, "product_id" uuid not null, constraint "product_category_listings_pkey" primary key ("category", "created_at", "product_id"));`);
    this.addSql(`create index "product_category_listings_product_id_index" on "product_category_listings" ("product_id");`);
    this.addSql(`alter table "product_category_listings" add constraint "product_category_listings_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade on delete cascade;`);
    this.addSql(`insert into "product_category_listings" ("category", "created_at", "product_id")
      select distinct category, p."created_at", p."id" from "products" p, unnest(p."categories") as category;`);
    this.addSql(`create function "list_inserted_product_categories"() returns trigger language plpgsql as $$
      begin
        insert into "product_category_listings" ("category", "created_at", "product_id")
          select distinct category, n."created_at", n."id" from "inserted_products" n, unnest(n."categories") as category;
        return null;
      end $$;`);
    this.addSql(`create function "list_updated_product_categories"() returns trigger language plpgsql as $$
      begin
        delete from "product_category_listings" l using "previous_products" o, "updated_products" n
          where l."product_id" = o."id" and n."id" = o."id"
            and (n."categories" is distinct from o."categories" or n."created_at" is distinct from o."created_at");
        insert into "product_category_listings" ("category", "created_at", "product_id")
          select distinct category, n."created_at", n."id" from "updated_products" n join "previous_products" o on o."id" = n."id",
            unnest(n."categories") as category
          where n."categories" is distinct from o."categories" or n."created_at" is distinct from o."created_at";
        return null;
      end $$;`);
    this.addSql(`create trigger "products_list_inserted_categories" after insert on "products" referencing new table as "inserted_products" for each statement execute function "list_inserted_product_categories"();`);
    this.addSql(`create trigger "products_list_updated_categories" after update on "products" referencing old table as "previous_products" new table as "updated_products" for each statement execute function "list_updated_product_categories"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "products_list_updated_categories" on "products";`);
    this.addSql(`drop trigger if exists "products_list_inserted_categories" on "products";`);
    this.addSql(`drop function if exists "list_updated_product_categories"();`);
    this.addSql(`drop function if exists "list_inserted_product_categories"();`);
    this.addSql(`drop table if exists "product_category_listings";`);
    this.addSql(`drop trigger if exists "brands_bump_catalog_revision" on "brands";`);
    this.addSql(`drop trigger if exists "products_bump_catalog_revision" on "products";`);
    this.addSql(`drop function if exists "bump_catalog_revision"();`);
    this.addSql(`drop table if exists "catalog_revision";`);
  }
}
