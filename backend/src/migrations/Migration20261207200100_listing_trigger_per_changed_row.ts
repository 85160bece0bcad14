import { Migration } from '@mikro-orm/migrations';

/**
 * The category listing read model is kept on UPDATE by a row-level trigger that fires only for
 * rows whose categories or created_at changed, instead of a statement-level trigger over transition tables.
 * The statement-level one made every UPDATE of products (an image spreadsheet setting 5,000 images a batch)
 * materialise and join the old and new versions of every row, about two thirds of the batch's write time
 * (docs/performance.md, "Import"); an update that leaves categories alone now pays nothing.
 * Inserts keep their statement-level trigger (a bulk import lists all its rows in one statement).
 */
export class Migration20261207200100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists "products_list_updated_categories" on "products";`);
    this.addSql(`drop function if exists "list_updated_product_categories"();`);
    this.addSql(`create function "list_changed_product_categories"() returns trigger language plpgsql as $$
      begin
        delete from "product_category_listings" where "product_id" = old."id";
        insert into "product_category_listings" ("category", "created_at", "product_id")
          select distinct category, new."created_at", new."id" from unnest(new."categories") as category;
        return null;
      end $$;`);
    this.addSql(`create trigger "products_list_updated_categories" after update of "categories", "created_at" on "products"
      for each row when (old."categories" is distinct from new."categories" or old."created_at" is distinct from new."created_at")
      execute function "list_changed_product_categories"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "products_list_updated_categories" on "products";`);
    this.addSql(`drop function if exists "list_changed_product_categories"();`);
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
    this.addSql(`create trigger "products_list_updated_categories" after update on "products" referencing old table as "previous_products" new table as "updated_products" for each statement execute function "list_updated_product_categories"();`);
  }
}
