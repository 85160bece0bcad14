import { Migration } from '@mikro-orm/migrations';

/**
 * Speed of GET /api/user/sales-analytics (docs/performance.md, Ledger; docs/decisions/commissions-and-payouts.md,
 * "Earnings figures"): a per-user counter, commissions', that moves in the same transaction as every write to
 * what the answer is read from — commission_entries (the 10 newest entries and their statuses),
 * commission_daily_totals (totals, the 30-day series, clicks and profile views) and
 * commission_daily_product_totals (top products). The API keeps the serialized answer per user and serves it
 * again only while this counter (and the catalog revision, for product images, and the UTC date, for the
 * 30-day window) is unchanged.
 *
 * Lock order: the daily rollups' triggers lock the (user, day) rows first and move the counter inside the same
 * statement (nested), and the triggers on commission_entries are named to fire after the rollups' own triggers
 * of the same event (after-row triggers fire before after-statement ones anyway), so every writer takes the
 * daily row before the counter row; users are taken in id order. No path takes them the other way round, so
 * a checkout and a click of the same user cannot deadlock on them.
 */
export class Migration20261207100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "commission_analytics_revisions" (
      "user_id" uuid not null,
      "revision" bigint not null default 0,
      constraint "commission_analytics_revisions_pkey" primary key ("user_id")
    );`);
    // One statement per writing statement, whatever its row count: the distinct users it touched, in id order.
    this.addSql(`create function "bump_commission_analytics_revisions"() returns trigger language plpgsql as $$
      begin
        insert into "commission_analytics_revisions" ("user_id", "revision")
          select distinct "user_id", 1 from "changed_rows" where "user_id" is not null order by 1
          on conflict ("user_id") do update set "revision" = "commission_analytics_revisions"."revision" + 1;
        return null;
      end $$;`);
    this.addSql(`create function "bump_commission_analytics_revisions_updated"() returns trigger language plpgsql as $$
      begin
        insert into "commission_analytics_revisions" ("user_id", "revision")
          select "user_id", 1 from (select "user_id" from "old_rows" union select "user_id" from "new_rows") u where "user_id" is not null order by 1
          on conflict ("user_id") do update set "revision" = "commission_analytics_revisions"."revision" + 1;
        return null;
      end $$;`);
    for (const table of ['commission_entries', 'commission_daily_totals', 'commission_daily_product_totals']) {
      this.addSql(`create trigger "${table}_inserted_revision" after insert on "${table}" referencing new table as "changed_rows" for each statement execute function "bump_commission_analytics_revisions"();`);
      this.addSql(`create trigger "${table}_updated_revision" after update on "${table}" referencing old table as "old_rows" new table as "new_rows" for each statement execute function "bump_commission_analytics_revisions_updated"();`);
      this.addSql(`create trigger "${table}_deleted_revision" after delete on "${table}" referencing old table as "changed_rows" for each statement execute function "bump_commission_analytics_revisions"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['commission_entries', 'commission_daily_totals', 'commission_daily_product_totals']) {
      this.addSql(`drop trigger "${table}_deleted_revision" on "${table}";`);
      this.addSql(`drop trigger "${table}_updated_revision" on "${table}";`);
      this.addSql(`drop trigger "${table}_inserted_revision" on "${table}";`);
    }
    this.addSql(`drop function "bump_commission_analytics_revisions_updated"();`);
    this.addSql(`drop function "bump_commission_analytics_revisions"();`);
    this.addSql(`drop table "commission_analytics_revisions";`);
  }
}
