import { Migration } from '@mikro-orm/migrations';

/**
 * Curation's creator applications: a signed-in user asks for a creator page with a handle, a name, a
 * bio, social handles and three products they would recommend (each with a line). An admin approves
 * (the page and its endorsements are written then) or rejects with a reason. One pending application
 * per user, and no two pending applications may claim the same handle (lower-cased).
 */
export class Migration20261216100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "creator_applications" (
      "id" uuid not null primary key,
      "user_id" uuid not null,
      "handle" varchar(30) not null,
      "name" varchar(100) not null,
      "bio" text not null,
      "instagram_handle" varchar(100) null,
      "tiktok_handle" varchar(100) null,
      "youtube_handle" varchar(100) null,
      "twitter_handle" varchar(100) null,
      "picks" jsonb not null,
      "status" varchar(20) not null default 'pending',
      "rejection_reason" text null,
      "reviewed_by" uuid null,
      "reviewed_at" timestamptz null,
      "creator_id" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "creator_applications_status_check" check ("status" in ('pending', 'approved', 'rejected')),
      constraint "creator_applications_three_picks" check (jsonb_typeof("picks") = 'array' and jsonb_array_length("picks") = 3)
    );`);
    this.addSql(`create unique index "creator_applications_one_pending_per_user" on "creator_applications" ("user_id") where "status" = 'pending';`);
    this.addSql(`create unique index "creator_applications_pending_handle" on "creator_applications" (lower("handle")) where "status" = 'pending';`);
    this.addSql(`create index "creator_applications_user_created" on "creator_applications" ("user_id", "created_at" desc);`);
    this.addSql(`create index "creator_applications_status_created" on "creator_applications" ("status", "created_at" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "creator_applications";`);
  }
}
