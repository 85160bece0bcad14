import { Migration } from '@mikro-orm/migrations';

/**
 * Per-brand image uploads (media): an uploaded object may be stored for a brand under the
 * file name it was uploaded with (the spreadsheets name images by it), and an image fetched from a URL
 * keeps the hash of the fetched bytes, so the same image for the same brand is stored once.
 */
export class Migration20261206130100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "uploaded_objects" add column "brand_id" uuid null, add column "file_name" varchar(255) null, add column "source_sha256" varchar(64) null;`);
    this.addSql(`create index "uploaded_objects_brand_file_index" on "uploaded_objects" ("brand_id", "file_name") where "brand_id" is not null;`);
    this.addSql(`create unique index "uploaded_objects_brand_source_index" on "uploaded_objects" ("brand_id", "source_sha256") where "source_sha256" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "uploaded_objects_brand_source_index";`);
    this.addSql(`drop index if exists "uploaded_objects_brand_file_index";`);
    this.addSql(`alter table "uploaded_objects" drop column if exists "brand_id", drop column if exists "file_name", drop column if exists "source_sha256";`);
  }
}
