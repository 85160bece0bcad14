import { z } from 'zod';
import { sqlStatement } from '../../../../../shared/application/sql';
import { PROFILE_VIEW_MEDIUM } from '../../../domain/attribution';

/** The ledger check's statements: each total as the table that keeps it records it, beside what the ledger (commission_entries) sums to. */

/** Per user: what commission_accounts says and what the ledger sums to. */
export const USER_SALES = sqlStatement(
  'commissions.ledger-user-sales',
  `select coalesce(a.user_id, l.user_id) as user_id, coalesce(a.total_sales_generated_cents, 0) as recorded, coalesce(l.sales, 0) as ledger
           from commission_accounts a
           full join (select user_id, sum(gmv_cents) as sales from commission_entries where user_id is not null and status <> 'reversed' group by user_id) l
             on l.user_id = a.user_id`,
  z.object({ user_id: z.string(), recorded: z.coerce.number(), ledger: z.coerce.number() }),
);

/** Per creator: the ledger's sum of amounts (creators.totalEarnings is curation's, compared by the handler). */
export const CREATOR_LEDGER_EARNINGS = sqlStatement(
  'commissions.ledger-creator-earnings',
  `select creator_id, sum(amount_cents) as earnings from commission_entries where creator_id is not null and status <> 'reversed' group by creator_id`,
  z.object({ creator_id: z.string(), earnings: z.coerce.number() }),
);

/** order_attribution (not reversed) and sales_attribution against the ledger's commission entries of the same orders. */
export const ATTRIBUTION_TOTALS = sqlStatement(
  'commissions.ledger-attribution',
  `select
           (select coalesce(sum(gmv_cents), 0) from order_attribution where status <> 'reversed') as attribution_gmv,
           (select coalesce(sum(commission_cents), 0) from order_attribution where status <> 'reversed') as attribution_commission,
           (select coalesce(sum(gmv_cents), 0) from commission_entries where kind = 'commission' and status <> 'reversed' and order_id in (select order_id from order_attribution where status <> 'reversed')) as ledger_gmv,
           (select coalesce(sum(amount_cents), 0) from commission_entries where kind = 'commission' and status <> 'reversed' and order_id in (select order_id from order_attribution where status <> 'reversed')) as ledger_commission,
           (select coalesce(sum(order_value_cents), 0) from sales_attribution) as sales_gmv,
           (select coalesce(sum(commission_amount_cents), 0) from sales_attribution) as sales_commission,
           (select coalesce(sum(gmv_cents), 0) from commission_entries where kind = 'commission' and order_id in (select order_id from sales_attribution)) as sales_ledger_gmv,
           (select coalesce(sum(amount_cents), 0) from commission_entries where kind = 'commission' and order_id in (select order_id from sales_attribution)) as sales_ledger_commission`,
  z.object({
    attribution_gmv: z.coerce.number(),
    attribution_commission: z.coerce.number(),
    ledger_gmv: z.coerce.number(),
    ledger_commission: z.coerce.number(),
    sales_gmv: z.coerce.number(),
    sales_commission: z.coerce.number(),
    sales_ledger_gmv: z.coerce.number(),
    sales_ledger_commission: z.coerce.number(),
  }),
);

/**
 * Recomputes both daily rollups (commission_daily_totals, commission_daily_product_totals) from the ledger and
 * click_logs, and lists every (user, day[, product]) that differs (all-zero rows count as absent), at most 100.
 */
export const DAILY_TOTALS_DIFFERENCES = sqlStatement(
  'commissions.ledger-daily-differences',
  `with ledger_days as (
         select user_id, (created_at at time zone 'UTC')::date as day, sum(gmv_cents) as sales, sum(amount_cents) as earnings,
                count(distinct order_id) filter (where kind = 'commission') as order_count
           from commission_entries where user_id is not null and status <> 'reversed' group by 1, 2),
       click_days as (
         select referrer_user_id as user_id, (created_at at time zone 'UTC')::date as day, count(*) as clicks,
                count(*) filter (where utm_params->>'utm_medium' is distinct from '${PROFILE_VIEW_MEDIUM}') as link_clicks
           from click_logs where referrer_user_id is not null group by 1, 2),
       expected_days as (
         select coalesce(l.user_id, c.user_id) as user_id, coalesce(l.day, c.day) as day, 'day' as scope,
                coalesce(l.sales, 0) as sales, coalesce(l.earnings, 0) as earnings, coalesce(l.order_count, 0) as order_count, coalesce(c.clicks, 0) as clicks,
                coalesce(c.link_clicks, 0) as link_clicks
           from ledger_days l full join click_days c on c.user_id = l.user_id and c.day = l.day),
       expected_products as (
         select user_id, (created_at at time zone 'UTC')::date as day, coalesce(product_id::text, 'none') as scope,
                sum(gmv_cents) as sales, sum(amount_cents) as earnings, count(distinct order_id) as order_count, 0 as clicks, 0 as link_clicks
           from commission_entries where user_id is not null and status <> 'reversed' group by 1, 2, 3),
       stored as (
         select user_id, day, 'day' as scope, sales_cents as sales, earnings_cents as earnings, order_count, clicks, link_clicks from commission_daily_totals
         union all
         select user_id, day, coalesce(product_id::text, 'none'), sales_cents, earnings_cents, order_count, 0, 0 from commission_daily_product_totals),
       expected as (select * from expected_days union all select * from expected_products)
       select coalesce(s.user_id, e.user_id) as user_id, to_char(coalesce(s.day, e.day), 'YYYY-MM-DD') as day, coalesce(s.scope, e.scope) as scope,
              coalesce(s.sales, 0) as s_sales, coalesce(s.earnings, 0) as s_earnings, coalesce(s.order_count, 0) as s_orders, coalesce(s.clicks, 0) as s_clicks, coalesce(s.link_clicks, 0) as s_link_clicks,
              coalesce(e.sales, 0) as l_sales, coalesce(e.earnings, 0) as l_earnings, coalesce(e.order_count, 0) as l_orders, coalesce(e.clicks, 0) as l_clicks, coalesce(e.link_clicks, 0) as l_link_clicks
         from stored s full join expected e on e.user_id = s.user_id and e.day = s.day and e.scope = s.scope
        where (coalesce(s.sales, 0), coalesce(s.earnings, 0), coalesce(s.order_count, 0), coalesce(s.clicks, 0), coalesce(s.link_clicks, 0))
              is distinct from (coalesce(e.sales, 0), coalesce(e.earnings, 0), coalesce(e.order_count, 0), coalesce(e.clicks, 0), coalesce(e.link_clicks, 0))
        order by 1, 2, 3 limit 100`,
  z.object({
    user_id: z.string(),
    day: z.string(),
    scope: z.string(),
    s_sales: z.coerce.number(),
    s_earnings: z.coerce.number(),
    s_orders: z.coerce.number(),
    s_clicks: z.coerce.number(),
    s_link_clicks: z.coerce.number(),
    l_sales: z.coerce.number(),
    l_earnings: z.coerce.number(),
    l_orders: z.coerce.number(),
    l_clicks: z.coerce.number(),
    l_link_clicks: z.coerce.number(),
  }),
);

/** How many rollup rows the daily check compared. */
export const DAILY_TOTALS_CHECKED = sqlStatement('commissions.ledger-daily-checked', `select (select count(*) from commission_daily_totals) + (select count(*) from commission_daily_product_totals) as checked`, z.object({ checked: z.coerce.number() }));
