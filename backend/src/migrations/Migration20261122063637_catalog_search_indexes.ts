import { Migration } from '@mikro-orm/migrations';

/**
 * Keeps the catalog listing indexed at 100,000 products:
 * - substring search over lower(name), lower(description) and the brand's lower(name) through
 *   trigram GIN indexes (pg_trgm; the embedded PGlite loads the same extension);
 * - "newest first" pages read (created_at desc, id desc) straight from one btree.
 */
export class Migration20261122063637 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "products_name_trgm" on "products" using gin (lower("name") gin_trgm_ops);`);
    this.addSql(`create index "products_description_trgm" on "products" using gin (lower("description") gin_trgm_ops);`);
    this.addSql(`create index "brands_name_trgm" on "brands" using gin (lower("name") gin_trgm_ops);`);
    this.addSql(`create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "products_created_at_id_index";`);
    this.addSql(`drop index if exists "brands_name_trgm";`);
    this.addSql(`drop index if exists "products_description_trgm";`);
    this.addSql(`drop index if exists "products_name_trgm";`);
  }
}
