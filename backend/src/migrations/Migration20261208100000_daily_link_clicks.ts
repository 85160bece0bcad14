import { Migration } from '@mikro-orm/migrations';

/**
 * commission_daily_totals also counts, per user and UTC day, the clicks on the user's links apart from
 * profile views. A public-profile view without a shared link is a click_logs row (utm_medium
 * 'profile_view', no shopper) so that it counts toward profileViews; counted as a click too, it raised the
 * sales analytics' 30-day clicks and lowered their conversion rate. `clicks` keeps counting both (profileViews
 * reads it); `link_clicks` counts only visits through a link, and the 30-day clicks read it.
 */
export class Migration20261208100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commission_daily_totals" add column "link_clicks" int not null default 0;`);
    this.addSql(`create or replace function "click_logs_inserted_daily_totals"() returns trigger language plpgsql as $$
      begin
        insert into "commission_daily_totals" ("user_id", "day", "clicks", "link_clicks")
          select n."referrer_user_id", (n."created_at" at time zone 'UTC')::date, count(*),
                 count(*) filter (where n."utm_params"->>'utm_medium' is distinct from 'profile_view')
            from "inserted_clicks" n where n."referrer_user_id" is not null
           group by 1, 2 order by 1, 2
          on conflict ("user_id", "day") do update
            set "clicks" = "commission_daily_totals"."clicks" + excluded."clicks",
                "link_clicks" = "commission_daily_totals"."link_clicks" + excluded."link_clicks";
        return null;
      end $$;`);
    // What the click log already holds.
    this.addSql(`update "commission_daily_totals" t set "link_clicks" = c."link_clicks"
      from (select "referrer_user_id" as "user_id", ("created_at" at time zone 'UTC')::date as "day",
                   count(*) filter (where "utm_params"->>'utm_medium' is distinct from 'profile_view') as "link_clicks"
              from "click_logs" where "referrer_user_id" is not null group by 1, 2) c
      where t."user_id" = c."user_id" and t."day" = c."day";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "click_logs_inserted_daily_totals"() returns trigger language plpgsql as $$
      begin
        insert into "commission_daily_totals" ("user_id", "day", "clicks")
          select n."referrer_user_id", (n."created_at" at time zone 'UTC')::date, count(*)
            from "inserted_clicks" n where n."referrer_user_id" is not null
           group by 1, 2 order by 1, 2
          on conflict ("user_id", "day") do update set "clicks" = "commission_daily_totals"."clicks" + excluded."clicks";
        return null;
      end $$;`);
    this.addSql(`alter table "commission_daily_totals" drop column "link_clicks";`);
  }
}
