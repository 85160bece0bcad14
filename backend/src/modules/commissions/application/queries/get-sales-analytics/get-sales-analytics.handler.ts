import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import type { DailyEarnings, SalesFigures } from '../../ports/earnings-read-model.port';
import { RECENT_COLUMNS, RECENT_COMMISSION_FIELDS, recentCommissionOf } from '../recent-commission-row';
import { GetSalesAnalyticsQuery } from './get-sales-analytics.query';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `$1` the user, `$2` the first of the chart's 30 UTC days. `clicks` counts every click_logs row credited to the
 * user and `link_clicks` the visits through a link, so the profile views are their difference: a visit through a
 * shared profile link is one view, and the product link followed from it one click, never a view as well. Reads the per-day rollups (commission_daily_totals,
 * commission_daily_product_totals: about 30 rows per call, whatever the number of entries) that statement
 * triggers keep in step with the ledger. One statement, so a request holds one pooled connection for one round trip.
 */
const SALES_FIGURES = sqlStatement(
  'commissions.sales-figures',
  `select
     (select row_to_json(t) from (
        select coalesce(sum(sales_cents), 0) as sales, coalesce(sum(earnings_cents), 0) as earnings, coalesce(sum(order_count), 0) as referrals, coalesce(sum(clicks - link_clicks), 0) as views,
               coalesce(sum(sales_cents) filter (where day >= $2::date), 0) as sales30d,
               coalesce(sum(earnings_cents) filter (where day >= $2::date), 0) as earnings30d,
               coalesce(sum(order_count) filter (where day >= $2::date), 0) as orders30d,
               coalesce(sum(link_clicks) filter (where day >= $2::date), 0) as clicks30d
          from commission_daily_totals where user_id = $1) t) as totals,
     (select coalesce(json_agg(d order by d.day), '[]'::json) from (
        select to_char(day, 'YYYY-MM-DD') as day, sales_cents as sales, earnings_cents as earnings, order_count
          from commission_daily_totals where user_id = $1 and day >= $2::date) d) as daily,
     (select coalesce(json_agg(t order by t.sales desc), '[]'::json) from (
        select t.product_id, t.name, p.image, t.sales, t.earnings, t.order_count
          from (select product_id, min(product_name) as name, sum(sales_cents) as sales, sum(earnings_cents) as earnings, sum(order_count) as order_count
                  from commission_daily_product_totals where user_id = $1 and day >= $2::date
                 group by product_key, product_id order by sum(sales_cents) desc limit 5) t
          left join catalog_products_v p on p.id = t.product_id) t) as top,
     (select coalesce(json_agg(r order by r.created_at desc, r.id desc), '[]'::json) from (
        select ${RECENT_COLUMNS} from commission_entries e left join catalog_products_v p on p.id = e.product_id
         where e.user_id = $1 order by e.created_at desc, e.id desc limit 10) r) as recent`,
  z.object({
    totals: z.object({
      sales: z.coerce.number(),
      earnings: z.coerce.number(),
      referrals: z.coerce.number(),
      views: z.coerce.number(),
      sales30d: z.coerce.number(),
      earnings30d: z.coerce.number(),
      orders30d: z.coerce.number(),
      clicks30d: z.coerce.number(),
    }),
    daily: z.array(z.object({ day: z.string(), sales: z.coerce.number(), earnings: z.coerce.number(), order_count: z.coerce.number() })),
    top: z.array(
      z.object({ product_id: z.string().nullable(), name: z.string(), image: z.string().nullable(), sales: z.coerce.number(), earnings: z.coerce.number(), order_count: z.coerce.number() }),
    ),
    /** Inside json the timestamp is ISO 8601 text. */
    recent: z.array(z.object({ ...RECENT_COMMISSION_FIELDS, created_at: z.coerce.date() }).transform(recentCommissionOf)),
  }),
  { prepared: true },
);

/** The creator's figures from the ledger's daily rollups; the 30-day figures are the chart's 30 UTC days, today included. */
@QueryHandler(GetSalesAnalyticsQuery)
export class GetSalesAnalyticsHandler implements IQueryHandler<GetSalesAnalyticsQuery, SalesFigures> {
  constructor(
    private readonly sql: Sql,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetSalesAnalyticsQuery): Promise<SalesFigures> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - 29 * DAY_MS).toISOString().slice(0, 10);
    const { totals, daily, top, recent } = await this.sql.one(SALES_FIGURES, [userId, since]);
    const byDay = new Map(daily.map((row) => [row.day, row]));
    const series: DailyEarnings[] = [];
    for (let offset = 29; offset >= 0; offset--) {
      const date = new Date(now.getTime() - offset * DAY_MS).toISOString().slice(0, 10);
      const row = byDay.get(date);
      series.push({ date, salesCents: row?.sales ?? 0, earningsCents: row?.earnings ?? 0, orders: row?.order_count ?? 0 });
    }
    return {
      totalSalesCents: totals.sales,
      totalEarningsCents: totals.earnings,
      successfulReferrals: totals.referrals,
      profileViews: totals.views,
      clicks30d: totals.clicks30d,
      orders30d: totals.orders30d,
      sales30dCents: totals.sales30d,
      earnings30dCents: totals.earnings30d,
      recent,
      daily: series,
      topProducts: top.map((row) => ({ productId: row.product_id, name: row.name, image: row.image, salesCents: row.sales, earningsCents: row.earnings, orders: row.order_count })),
    };
  }
}
