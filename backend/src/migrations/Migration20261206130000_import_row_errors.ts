import { Migration } from '@mikro-orm/migrations';

/**
 * Bulk Upload tab (catalog): import_row_errors keeps every refused row of a spreadsheet import
 * exactly as uploaded, for GET /api/admin/jobs/{jobId}/errors.csv; products get an image list
 * (the universal spreadsheet's product rows that are not primary append to it).
 */
export class Migration20261206130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "import_row_errors" (
      "import_id" varchar(255) not null,
      "row_number" int not null,
      "fields" jsonb not null,
      "message" text not null,
      "created_at" timestamptz not null default now(),
      constraint "import_row_errors_pkey" primary key ("import_id", "row_number")
    );`);
    this.addSql(`create index "import_row_errors_created_at_index" on "import_row_errors" ("created_at");`);
    this.addSql(`alter table "products" add column "images" text[] not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "products" drop column if exists "images";`);
    this.addSql(`drop table if exists "import_row_errors";`);
  }
}
