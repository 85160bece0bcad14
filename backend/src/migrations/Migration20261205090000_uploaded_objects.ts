import { Migration } from '@mikro-orm/migrations';

/**
 * uploaded_objects (media): one row per issued upload URL — who it was issued to, until when, and
 * whether its file was stored (then its type, size and ETag) or refused. The state check mirrors
 * UPLOAD_TRANSITIONS' states.
 */
export class Migration20261205090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "uploaded_objects" (
      "key" uuid not null,
      "owner_user_id" uuid not null,
      "state" varchar(16) not null,
      "expires_at" timestamptz not null,
      "content_type" varchar(40) null,
      "size_bytes" bigint null,
      "etag" varchar(64) null,
      "created_at" timestamptz not null default now(),
      "stored_at" timestamptz null,
      constraint "uploaded_objects_pkey" primary key ("key"),
      constraint "uploaded_objects_state_check" check ("state" in ('issued', 'receiving', 'stored', 'refused')),
      constraint "uploaded_objects_stored_check" check ("state" <> 'stored' or ("content_type" is not null and "size_bytes" is not null and "etag" is not null))
    );`);
    this.addSql(`create index "uploaded_objects_owner_index" on "uploaded_objects" ("owner_user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "uploaded_objects";`);
  }
}
