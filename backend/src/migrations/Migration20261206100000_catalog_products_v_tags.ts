import { Migration } from '@mikro-orm/migrations';

/**
 * The taste profile's recommendations (curation) score shared tags: the catalog's public product
 * view gains the products' tags, appended so every existing reader keeps its columns.
 */
export class Migration20261206100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "catalog_products_v" as
      select "id", "brand_id", "name", "description", "image", "price_cents", "abv", "size", "categories", "markets",
             "available", "delivery_available", "shipping_available",
             "delivery_fee_cents", "free_delivery_min_cents", "shipping_fee_cents", "free_shipping_min_cents", "created_at",
             "tags"
        from "products";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "catalog_products_v";`);
    this.addSql(`create view "catalog_products_v" as
      select "id", "brand_id", "name", "description", "image", "price_cents", "abv", "size", "categories", "markets",
             "available", "delivery_available", "shipping_available",
             "delivery_fee_cents", "free_delivery_min_cents", "shipping_fee_cents", "free_shipping_min_cents", "created_at"
        from "products";`);
  }
}
