import { Migration } from '@mikro-orm/migrations';

/**
 * The admin back-office:
 * - identity: users.deactivated_at — a deactivated account cannot sign in and its sessions are ended; its data stays.
 * - commissions: commission_accounts.tier_set_manually — an admin chose this tier (and rate) by hand;
 *   automatic promotion by sales leaves such an account alone.
 * - admin: admin_settings (key → jsonb value), e.g. the early-access popup's `signup_modal` {enabled};
 *   signups become unique per email without letter case (duplicates folded into the oldest first).
 */
export class Migration20261205100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "deactivated_at" timestamptz null;`);
    this.addSql(`alter table "commission_accounts" add column "tier_set_manually" boolean not null default false;`);
    this.addSql(`create table "admin_settings" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null default now(), constraint "admin_settings_pkey" primary key ("key"));`);
    this.addSql(`delete from "signups" s using "signups" o where lower(s.email) = lower(o.email) and (o.created_at, o.id) < (s.created_at, s.id);`);
    this.addSql(`create unique index "signups_email_lower_unique" on "signups" (lower("email"));`);
    this.addSql(`create index "signups_created_at_index" on "signups" ("created_at");`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "audit_log_created_at_index";`);
    this.addSql(`drop index if exists "signups_created_at_index";`);
    this.addSql(`drop index if exists "signups_email_lower_unique";`);
    this.addSql(`drop table if exists "admin_settings";`);
    this.addSql(`alter table "commission_accounts" drop column "tier_set_manually";`);
    this.addSql(`alter table "users" drop column "deactivated_at";`);
  }
}
