import { Migration } from '@mikro-orm/migrations';

/**
 * One row per product import (per upload, shared by its job's attempts): the first file row not yet
 * imported and the result so far, saved in the same transaction as each batch, so a retried job
 * resumes exactly where the last one stopped.
 */
export class Migration20261122090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "product_import_checkpoints" ("import_id" varchar(255) not null, "next_row" bigint not null, "tally" jsonb not null, "finished" boolean not null default false, "updated_at" timestamptz not null default now(), constraint "product_import_checkpoints_pkey" primary key ("import_id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_import_checkpoints";`);
  }
}
