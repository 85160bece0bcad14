import { Migration } from '@mikro-orm/migrations';

/**
 * Bulk Upload tab (catalog): the Description column of the image spreadsheets is the image's
 * description (its alt text, docs/decisions/jobs-and-imports.md), kept per stored image path: the same image carries the
 * same description wherever it is used (a brand's logo or list, a product's image or list).
 */
export class Migration20261207200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "image_descriptions" (
      "image_path" text not null,
      "description" text not null,
      "updated_at" timestamptz not null default now(),
      constraint "image_descriptions_pkey" primary key ("image_path")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "image_descriptions";`);
  }
}
