import { Migration } from '@mikro-orm/migrations';

/**
 * Speed of GET /api/user/sales-analytics (docs/performance.md, Ledger): two per-user, per-UTC-day
 * rollups of the commission ledger, both commissions', so the call reads about 30 rows instead of
 * aggregating every entry of the creator on each request. The ledger (commission_entries) stays the source
 * of truth; the rollups are derived and the recomputation check (GET /api/admin/ledger/check) compares them
 * with the ledger.
 * - commission_daily_totals (user, day): GMV, commission, distinct orders of the non-reversed entries
 *   created that UTC day, and the clicks on the user's links that day;
 * - commission_daily_product_totals (user, day, product): the same per product, for the top products.
 * Kept in the same transaction as every write by statement triggers: any statement that inserts, updates or
 * deletes entries recomputes the (user, day) rows it touched from the ledger (so a replay or a retry can
 * never count twice), under the daily row's lock; an insert into click_logs adds its clicks.
 */
export class Migration20261206110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "commission_daily_totals" (
      "user_id" uuid not null,
      "day" date not null,
      "sales_cents" bigint not null default 0,
      "earnings_cents" bigint not null default 0,
      "order_count" int not null default 0,
      "clicks" int not null default 0,
      constraint "commission_daily_totals_pkey" primary key ("user_id", "day")
    );`);
    this.addSql(`create table "commission_daily_product_totals" (
      "user_id" uuid not null,
      "day" date not null,
      "product_key" uuid not null,
      "product_id" uuid null,
      "product_name" varchar(200) not null,
      "sales_cents" bigint not null,
      "earnings_cents" bigint not null,
      "order_count" int not null,
      constraint "commission_daily_product_totals_pkey" primary key ("user_id", "day", "product_key")
    );`);

    // Recomputes the rollups of the given (user, day) pairs from the ledger. The daily rows are created
    // first and locked in key order, so two transactions touching the same day take turns, and the
    // recomputation (a later statement, hence a fresh snapshot) sees what the other committed.
    this.addSql(`create function "refresh_commission_daily_totals"("users" uuid[], "days" date[]) returns void language plpgsql as $$
      begin
        if "users" is null then return; end if;
        insert into "commission_daily_totals" ("user_id", "day")
          select distinct u, d from unnest("users", "days") as x(u, d) where u is not null order by 1, 2
          on conflict do nothing;
        perform 1 from "commission_daily_totals" t
          where (t."user_id", t."day") in (select u, d from unnest("users", "days") as x(u, d))
          order by t."user_id", t."day" for update;
        update "commission_daily_totals" t
           set "sales_cents" = coalesce(s."sales", 0), "earnings_cents" = coalesce(s."earnings", 0), "order_count" = coalesce(s."order_count", 0)
          from (select distinct u, d from unnest("users", "days") as x(u, d)) x
          left join lateral (
            select sum(e."gmv_cents") as "sales", sum(e."amount_cents") as "earnings",
                   count(distinct e."order_id") filter (where e."kind" = 'commission') as "order_count"
              from "commission_entries" e
             where e."user_id" = x.u and e."status" <> 'reversed'
               and e."created_at" >= (x.d::timestamp at time zone 'UTC') and e."created_at" < ((x.d + 1)::timestamp at time zone 'UTC')) s on true
         where t."user_id" = x.u and t."day" = x.d;
        delete from "commission_daily_product_totals" p
         using (select distinct u, d from unnest("users", "days") as x(u, d)) x
         where p."user_id" = x.u and p."day" = x.d;
        insert into "commission_daily_product_totals" ("user_id", "day", "product_key", "product_id", "product_name", "sales_cents", "earnings_cents", "order_count")
          select x.u, x.d, coalesce(e."product_id", '00000000-0000-0000-0000-000000000000'::uuid), e."product_id", min(e."product_name"),
                 sum(e."gmv_cents"), sum(e."amount_cents"), count(distinct e."order_id")
            from (select distinct u, d from unnest("users", "days") as x(u, d)) x
            join "commission_entries" e on e."user_id" = x.u and e."status" <> 'reversed'
             and e."created_at" >= (x.d::timestamp at time zone 'UTC') and e."created_at" < ((x.d + 1)::timestamp at time zone 'UTC')
           group by x.u, x.d, e."product_id";
      end $$;`);
    this.addSql(`create function "commission_entries_inserted_daily_totals"() returns trigger language plpgsql as $$
      begin
        perform "refresh_commission_daily_totals"(array_agg(u), array_agg(d))
          from (select distinct n."user_id" as u, (n."created_at" at time zone 'UTC')::date as d
                  from "inserted_entries" n where n."user_id" is not null and n."status" <> 'reversed') x;
        return null;
      end $$;`);
    // A row trigger filtered by WHEN, so the payout run's status moves (pending → payable → in_payout → paid,
    // which leave the totals as they are) cost nothing; only reversals and edits of the counted columns refresh.
    this.addSql(`create function "commission_entry_updated_daily_totals"() returns trigger language plpgsql as $$
      begin
        perform "refresh_commission_daily_totals"(array[old."user_id", new."user_id"], array[(old."created_at" at time zone 'UTC')::date, (new."created_at" at time zone 'UTC')::date]);
        return null;
      end $$;`);
    this.addSql(`create function "commission_entries_deleted_daily_totals"() returns trigger language plpgsql as $$
      begin
        perform "refresh_commission_daily_totals"(array_agg(u), array_agg(d))
          from (select distinct o."user_id" as u, (o."created_at" at time zone 'UTC')::date as d from "deleted_entries" o where o."user_id" is not null) x;
        return null;
      end $$;`);
    this.addSql(`create function "click_logs_inserted_daily_totals"() returns trigger language plpgsql as $$
      begin
        insert into "commission_daily_totals" ("user_id", "day", "clicks")
          select n."referrer_user_id", (n."created_at" at time zone 'UTC')::date, count(*)
            from "inserted_clicks" n where n."referrer_user_id" is not null
           group by 1, 2 order by 1, 2
          on conflict ("user_id", "day") do update set "clicks" = "commission_daily_totals"."clicks" + excluded."clicks";
        return null;
      end $$;`);
    this.addSql(`create trigger "commission_entries_inserted_daily_totals" after insert on "commission_entries" referencing new table as "inserted_entries" for each statement execute function "commission_entries_inserted_daily_totals"();`);
    this.addSql(`create trigger "commission_entry_updated_daily_totals" after update on "commission_entries" for each row
      when ((old."status" = 'reversed') <> (new."status" = 'reversed') or old."user_id" is distinct from new."user_id" or old."created_at" <> new."created_at"
            or old."gmv_cents" <> new."gmv_cents" or old."amount_cents" <> new."amount_cents" or old."kind" <> new."kind" or old."order_id" <> new."order_id"
            or old."product_id" is distinct from new."product_id" or old."product_name" <> new."product_name")
      execute function "commission_entry_updated_daily_totals"();`);
    this.addSql(`create trigger "commission_entries_deleted_daily_totals" after delete on "commission_entries" referencing old table as "deleted_entries" for each statement execute function "commission_entries_deleted_daily_totals"();`);
    this.addSql(`create trigger "click_logs_inserted_daily_totals" after insert on "click_logs" referencing new table as "inserted_clicks" for each statement execute function "click_logs_inserted_daily_totals"();`);

    // What is already in the ledger and the click log.
    this.addSql(`select "refresh_commission_daily_totals"(array_agg(u), array_agg(d))
      from (select distinct "user_id" as u, ("created_at" at time zone 'UTC')::date as d from "commission_entries" where "user_id" is not null) x;`);
    this.addSql(`insert into "commission_daily_totals" ("user_id", "day", "clicks")
      select "referrer_user_id", ("created_at" at time zone 'UTC')::date, count(*) from "click_logs" where "referrer_user_id" is not null group by 1, 2
      on conflict ("user_id", "day") do update set "clicks" = excluded."clicks";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "click_logs_inserted_daily_totals" on "click_logs";`);
    this.addSql(`drop trigger "commission_entries_deleted_daily_totals" on "commission_entries";`);
    this.addSql(`drop trigger "commission_entry_updated_daily_totals" on "commission_entries";`);
    this.addSql(`drop trigger "commission_entries_inserted_daily_totals" on "commission_entries";`);
    this.addSql(`drop function "click_logs_inserted_daily_totals"();`);
    this.addSql(`drop function "commission_entries_deleted_daily_totals"();`);
    this.addSql(`drop function "commission_entry_updated_daily_totals"();`);
    this.addSql(`drop function "commission_entries_inserted_daily_totals"();`);
    this.addSql(`drop function "refresh_commission_daily_totals"(uuid[], date[]);`);
    this.addSql(`drop table "commission_daily_product_totals";`);
    this.addSql(`drop table "commission_daily_totals";`);
  }
}
