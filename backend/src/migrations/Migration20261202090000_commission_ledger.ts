import { Migration } from '@mikro-orm/migrations';

/**
 * The commission ledger (all tables commissions'):
 * - commission_entries: one row per attributed order line (kind commission, unique per line, so a
 *   replayed checkout or retried job never doubles it) and per refund-after-payout (kind adjustment,
 *   negative); status through the ledger's transition table;
 * - commission_entry_events: each entry's status history with its reason;
 * - payouts: one per user and period (unique), with sandbox_payout_transfers as the sandbox
 *   provider's own record (unique per payout), so a re-run after a crash pays nobody twice;
 * - a referral may name a user without a creator page (utm_source = a username): click_logs,
 *   order_attribution and sales_attribution get the earning user and an optional creator;
 * - commission_accounts remember why the last payout run skipped the user (shown to them) and
 *   whether an admin set the tier by hand.
 */
export class Migration20261202090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "commission_entries" (
      "id" uuid not null default gen_random_uuid() primary key,
      "kind" varchar(20) not null default 'commission',
      "order_id" uuid not null,
      "order_item_id" uuid not null,
      "product_id" uuid null,
      "product_name" varchar(200) not null,
      "creator_id" uuid null,
      "user_id" uuid null,
      "shopper_id" uuid not null,
      "click_id" uuid null,
      "attribution_rule" varchar(30) not null,
      "gmv_cents" bigint not null,
      "rate_percent" numeric(5,2) not null,
      "tier" varchar(30) not null,
      "amount_cents" bigint not null,
      "status" varchar(20) not null,
      "adjusts_entry_id" uuid null,
      "payable_at" timestamptz not null,
      "payout_id" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "commission_entries_status_check" check ("status" in ('pending', 'payable', 'in_payout', 'paid', 'reversed')),
      constraint "commission_entries_kind_check" check ("kind" in ('commission', 'adjustment'))
    );`);
    this.addSql(`create unique index "commission_entries_line_kind_unique" on "commission_entries" ("order_item_id", "kind");`);
    this.addSql(`create index "commission_entries_user_status_index" on "commission_entries" ("user_id", "status");`);
    this.addSql(`create index "commission_entries_user_created_index" on "commission_entries" ("user_id", "created_at" desc);`);
    this.addSql(`create index "commission_entries_order_index" on "commission_entries" ("order_id");`);
    this.addSql(`create index "commission_entries_creator_created_index" on "commission_entries" ("creator_id", "created_at");`);
    this.addSql(`create index "commission_entries_pending_payable_at_index" on "commission_entries" ("payable_at") where "status" = 'pending';`);
    this.addSql(`create index "commission_entries_payout_index" on "commission_entries" ("payout_id") where "payout_id" is not null;`);

    this.addSql(`create table "commission_entry_events" (
      "id" bigserial primary key,
      "entry_id" uuid not null references "commission_entries" ("id") on delete cascade,
      "from_status" varchar(20) null,
      "to_status" varchar(20) not null,
      "reason" varchar(40) not null,
      "payout_id" uuid null,
      "at" timestamptz not null default clock_timestamp()
    );`);
    this.addSql(`create index "commission_entry_events_entry_index" on "commission_entry_events" ("entry_id", "id");`);

    this.addSql(`create table "payouts" (
      "id" uuid not null default gen_random_uuid() primary key,
      "user_id" uuid not null,
      "period" varchar(20) not null,
      "status" varchar(20) not null default 'processing',
      "amount_cents" bigint not null,
      "entry_count" int not null,
      "provider_reference" varchar(100) null,
      "failure_reason" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "finished_at" timestamptz null,
      constraint "payouts_status_check" check ("status" in ('processing', 'paid', 'failed'))
    );`);
    this.addSql(`create unique index "payouts_user_period_unique" on "payouts" ("user_id", "period");`);
    this.addSql(`create index "payouts_user_created_index" on "payouts" ("user_id", "created_at" desc);`);
    this.addSql(`create index "payouts_processing_index" on "payouts" ("period") where "status" = 'processing';`);

    this.addSql(`create table "sandbox_payout_transfers" (
      "payout_id" uuid not null primary key,
      "user_id" uuid not null,
      "amount_cents" bigint not null,
      "outcome" varchar(20) not null,
      "reference" varchar(100) not null,
      "failure_reason" text null,
      "created_at" timestamptz not null default clock_timestamp()
    );`);

    this.addSql(`alter table "click_logs" alter column "creator_id" drop not null;`);
    this.addSql(`alter table "click_logs" add column "referrer_user_id" uuid null;`);
    this.addSql(`update "click_logs" set "referrer_user_id" = c."user_id" from "creators" c where c."id" = "click_logs"."creator_id";`);
    this.addSql(`create index "click_logs_referrer_created_at_index" on "click_logs" ("referrer_user_id", "created_at");`);

    this.addSql(`alter table "order_attribution" alter column "creator_id" drop not null;`);
    this.addSql(`alter table "order_attribution" add column "user_id" uuid null;`);
    this.addSql(`update "order_attribution" set "user_id" = c."user_id" from "creators" c where c."id" = "order_attribution"."creator_id";`);
    this.addSql(`create index "order_attribution_user_index" on "order_attribution" ("user_id");`);

    this.addSql(`alter table "sales_attribution" alter column "creator_id" drop not null;`);
    this.addSql(`alter table "sales_attribution" add column "user_id" uuid null;`);
    this.addSql(`create unique index "sales_attribution_order_unique" on "sales_attribution" ("order_id");`);

    // curation's view for commissions gains the follower count (creator_metrics.followerCount).
    this.addSql(`create or replace view "curation_creators_v" as select "id", "user_id", "handle", "followers" from "creators";`);
    this.addSql(`alter table "commission_accounts" add column "tier_set_by_admin" boolean not null default false;`);
    this.addSql(`alter table "commission_accounts" add column "payout_skip_reason" varchar(30) null;`);
    this.addSql(`alter table "commission_accounts" add column "payout_skipped_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view "curation_creators_v";`);
    this.addSql(`create view "curation_creators_v" as select "id", "user_id", "handle" from "creators";`);
    this.addSql(`alter table "commission_accounts" drop column "payout_skipped_at", drop column "payout_skip_reason", drop column "tier_set_by_admin";`);
    this.addSql(`drop index "sales_attribution_order_unique";`);
    this.addSql(`alter table "sales_attribution" drop column "user_id";`);
    this.addSql(`alter table "order_attribution" drop column "user_id";`);
    this.addSql(`alter table "click_logs" drop column "referrer_user_id";`);
    this.addSql(`drop table "sandbox_payout_transfers";`);
    this.addSql(`drop table "payouts";`);
    this.addSql(`drop table "commission_entry_events";`);
    this.addSql(`drop table "commission_entries";`);
  }
}
