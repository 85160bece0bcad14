import { Migration } from '@mikro-orm/migrations';

/**
 * Second factors (identity): a TOTP secret per account (enabled once a first code proved it, with the
 * last time step used, so a code is accepted once), ten single-use recovery codes stored as SHA-256
 * hashes, and the browsers that signed in successfully (a device cookie's token, hashed; trusted for
 * 30 days when the user ticked "trust this browser").
 */
export class Migration20261214110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "user_totp" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "secret" varchar(64) not null,
      "enabled_at" timestamptz null,
      "last_used_step" bigint null,
      "created_at" timestamptz not null default now(),
      constraint "user_totp_pkey" primary key ("user_id"));`);
    this.addSql(`create table "mfa_recovery_codes" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "code_hash" char(64) not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "mfa_recovery_codes_pkey" primary key ("id"));`);
    this.addSql(`create unique index "mfa_recovery_codes_user_code_unique" on "mfa_recovery_codes" ("user_id", "code_hash");`);
    this.addSql(`create table "known_devices" (
      "token_hash" char(64) not null,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "trusted_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "last_signed_in_at" timestamptz not null default now(),
      constraint "known_devices_pkey" primary key ("token_hash", "user_id"));`);
    this.addSql(`create index "known_devices_user_index" on "known_devices" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "known_devices";`);
    this.addSql(`drop table if exists "mfa_recovery_codes";`);
    this.addSql(`drop table if exists "user_totp";`);
  }
}
