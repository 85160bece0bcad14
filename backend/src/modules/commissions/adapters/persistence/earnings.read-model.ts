import { Injectable } from '@nestjs/common';
import { FreshSharedRead } from '../../../../shared/application/fresh-shared-read';
import { SqlReader } from '../../../../shared/infrastructure/database/sql-reader';
import type {
  CommissionDetail,
  DailyTotalsFigures,
  DailyEarnings,
  EarningsReadModel,
  LedgerTotals,
  PayoutSummary,
  RecentCommission,
  SalesFigures,
} from '../../application/ports/earnings-read-model.port';
import { PROFILE_VIEW_MEDIUM } from '../../domain/attribution';
import type { CommissionEntryStatus } from '../../domain/commission-entry';
import type { PayoutSkipReason, PayoutStatus } from '../../domain/payout-plan';

interface RecentRow {
  id: string;
  kind: 'commission' | 'adjustment';
  created_at: Date;
  amount_cents: string | number;
  gmv_cents: string | number;
  status: CommissionEntryStatus;
  rate_percent: string | number;
  tier: string;
  attribution_rule: string;
  creator_id: string | null;
  product_id: string | null;
  product_name: string;
  image: string | null;
}

const RECENT_COLUMNS = `e.id, e.kind, e.created_at, e.amount_cents, e.gmv_cents, e.status, e.rate_percent, e.tier, e.attribution_rule, e.creator_id, e.product_id, e.product_name, p.image`;

function recentOf(row: RecentRow): RecentCommission {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    amountCents: Number(row.amount_cents),
    gmvCents: Number(row.gmv_cents),
    status: row.status,
    ratePercent: Number(row.rate_percent),
    tier: row.tier,
    attributionRule: row.attribution_rule,
    creatorId: row.creator_id,
    productId: row.product_id,
    productName: row.product_name,
    productImage: row.image,
  };
}

/** The creator's figures from the ledger (commission_entries) and its daily rollups, clicks and payouts. Every query is by user id on an index. */
/** Users whose revision reads are shared among concurrent requests; beyond it the oldest user's sharing starts over (still correct). */
const SHARED_REVISION_READS_KEPT = 10_000;

@Injectable()
export class SqlEarningsReadModel implements EarningsReadModel {
  private readonly revisionReads = new Map<string, FreshSharedRead<string>>();

  constructor(private readonly sql: SqlReader) {}

  /** commission_analytics_revisions (trigger-kept, see its migration); concurrent requests of one user share fresh reads. */
  salesFiguresRevision(userId: string): Promise<string> {
    let read = this.revisionReads.get(userId);
    if (!read) {
      if (this.revisionReads.size >= SHARED_REVISION_READS_KEPT) this.revisionReads.delete(this.revisionReads.keys().next().value as string);
      read = new FreshSharedRead(async () => {
        const [row] = await this.sql.preparedRows<{ revision: string }>(
          `select coalesce((select revision from commission_analytics_revisions where user_id = $1), 0)::text as revision`,
          [userId],
        );
        return row.revision;
      });
      this.revisionReads.set(userId, read);
    }
    return read.get();
  }

  /**
   * Reads the per-day rollups (commission_daily_totals, commission_daily_product_totals: about 30 rows per
   * call, whatever the number of entries) that statement triggers keep in step with the ledger; the 30-day
   * figures are the chart's 30 UTC days, today included.
   */
  async salesFigures(userId: string, now: Date): Promise<SalesFigures> {
    const since = new Date(now.getTime() - 29 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    // One statement, so a request holds one pooled connection for one round trip.
    const [row] = await this.sql.preparedRows<{
      totals: { sales: number; earnings: number; referrals: number; views: number; sales30d: number; earnings30d: number; orders30d: number; clicks30d: number };
      daily: { day: string; sales: number; earnings: number; order_count: number }[];
      top: { product_id: string | null; name: string; image: string | null; sales: number; earnings: number; order_count: number }[];
      recent: (Omit<RecentRow, 'created_at'> & { created_at: string })[];
    }>(
      `select
         (select row_to_json(t) from (
            select coalesce(sum(sales_cents), 0) as sales, coalesce(sum(earnings_cents), 0) as earnings, coalesce(sum(order_count), 0) as referrals, coalesce(sum(clicks), 0) as views,
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
      [userId, since],
    );
    const totals = [row.totals];
    const daily = row.daily;
    const top = row.top;
    const recent = row.recent.map((entry) => recentOf({ ...entry, created_at: new Date(entry.created_at) }));
    const byDay = new Map(daily.map((row) => [row.day, row]));
    const series: DailyEarnings[] = [];
    for (let offset = 29; offset >= 0; offset--) {
      const date = new Date(now.getTime() - offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const row = byDay.get(date);
      series.push({ date, salesCents: Number(row?.sales ?? 0), earningsCents: Number(row?.earnings ?? 0), orders: Number(row?.order_count ?? 0) });
    }
    return {
      totalSalesCents: Number(totals[0].sales),
      totalEarningsCents: Number(totals[0].earnings),
      successfulReferrals: Number(totals[0].referrals),
      profileViews: Number(totals[0].views),
      clicks30d: Number(totals[0].clicks30d),
      orders30d: Number(totals[0].orders30d),
      sales30dCents: Number(totals[0].sales30d),
      earnings30dCents: Number(totals[0].earnings30d),
      recent,
      daily: series,
      topProducts: top.map((row) => ({ productId: row.product_id, name: row.name, image: row.image, salesCents: Number(row.sales), earningsCents: Number(row.earnings), orders: Number(row.order_count) })),
    };
  }

  async recentCommissions(userId: string, limit: number): Promise<RecentCommission[]> {
    const rows = await this.sql.preparedRows<RecentRow>(
      `select ${RECENT_COLUMNS} from commission_entries e left join catalog_products_v p on p.id = e.product_id
        where e.user_id = $1 order by e.created_at desc, e.id desc limit $2`,
      [userId, limit],
    );
    return rows.map(recentOf);
  }

  async payoutSummary(userId: string): Promise<PayoutSummary> {
    const [balances, account, history] = await Promise.all([
      this.sql.preparedRows<{ status: CommissionEntryStatus; cents: string }>(
        `select status, sum(amount_cents) as cents from commission_entries where user_id = $1 and status in ('pending', 'payable', 'in_payout') group by status`,
        [userId],
      ),
      this.sql.preparedRows<{ has_banking: boolean; payout_skip_reason: PayoutSkipReason | null; payout_skipped_at: Date | null }>(
        `select banking_details is not null as has_banking, payout_skip_reason, payout_skipped_at from commission_accounts where user_id = $1`,
        [userId],
      ),
      this.sql.preparedRows<{ id: string; period: string; status: PayoutStatus; amount_cents: string; entry_count: number; failure_reason: string | null; created_at: Date; finished_at: Date | null }>(
        `select id, period, status, amount_cents, entry_count, failure_reason, created_at, finished_at from payouts where user_id = $1 order by created_at desc, id desc limit 50`,
        [userId],
      ),
    ]);
    const balance = (status: CommissionEntryStatus) => Number(balances.find((row) => row.status === status)?.cents ?? 0);
    const paidCents = history.filter((row) => row.status === 'paid').reduce((sum, row) => sum + Number(row.amount_cents), 0);
    return {
      onHoldCents: balance('pending'),
      payableCents: balance('payable'),
      inPayoutCents: balance('in_payout'),
      paidCents,
      hasBankingDetails: account[0]?.has_banking ?? false,
      skipReason: account[0]?.payout_skip_reason ?? null,
      skippedAt: account[0]?.payout_skipped_at ?? null,
      history: history.map((row) => ({
        id: row.id,
        period: row.period,
        status: row.status,
        amountCents: Number(row.amount_cents),
        entryCount: row.entry_count,
        failureReason: row.failure_reason,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
      })),
    };
  }

  async commission(userId: string, entryId: string): Promise<CommissionDetail | null> {
    const [row] = await this.sql.rows<RecentRow & { order_id: string; order_item_id: string; click_id: string | null; clicked_at: Date | null; utm_params: Record<string, string> | null; user_id: string | null; payable_at: Date; payout_id: string | null; adjusts_entry_id: string | null }>(
      `select ${RECENT_COLUMNS}, e.order_id, e.order_item_id, e.click_id, l.created_at as clicked_at, l.utm_params, e.user_id, e.payable_at, e.payout_id, e.adjusts_entry_id
         from commission_entries e
         left join catalog_products_v p on p.id = e.product_id
         left join click_logs l on l.id = e.click_id
        where e.id = $1 and e.user_id = $2`,
      [entryId, userId],
    );
    if (!row) return null;
    const history = await this.sql.rows<{ from_status: CommissionEntryStatus | null; to_status: CommissionEntryStatus; reason: string; at: Date; payout_id: string | null }>(
      `select from_status, to_status, reason, at, payout_id from commission_entry_events where entry_id = $1 order by id`,
      [entryId],
    );
    return {
      ...recentOf(row),
      orderId: row.order_id,
      orderItemId: row.order_item_id,
      clickId: row.click_id,
      clickedAt: row.clicked_at,
      clickUtmParams: row.utm_params,
      userId: row.user_id,
      payableAt: row.payable_at,
      payoutId: row.payout_id,
      adjustsEntryId: row.adjusts_entry_id,
      history: history.map((event) => ({ from: event.from_status, to: event.to_status, reason: event.reason, at: event.at, payoutId: event.payout_id })),
    };
  }

  async ledgerTotals(): Promise<LedgerTotals> {
    const [users, creators, attribution, daily] = await Promise.all([
      this.sql.rows<{ user_id: string; recorded: string; ledger: string }>(
        `select coalesce(a.user_id, l.user_id) as user_id, coalesce(a.total_sales_generated_cents, 0) as recorded, coalesce(l.sales, 0) as ledger
           from commission_accounts a
           full join (select user_id, sum(gmv_cents) as sales from commission_entries where user_id is not null and status <> 'reversed' group by user_id) l
             on l.user_id = a.user_id`,
      ),
      this.sql.rows<{ creator_id: string; earnings: string }>(
        `select creator_id, sum(amount_cents) as earnings from commission_entries where creator_id is not null and status <> 'reversed' group by creator_id`,
      ),
      this.sql.rows<Record<string, string>>(
        `select
           (select coalesce(sum(gmv_cents), 0) from order_attribution where status <> 'reversed') as attribution_gmv,
           (select coalesce(sum(commission_cents), 0) from order_attribution where status <> 'reversed') as attribution_commission,
           (select coalesce(sum(gmv_cents), 0) from commission_entries where kind = 'commission' and status <> 'reversed' and order_id in (select order_id from order_attribution where status <> 'reversed')) as ledger_gmv,
           (select coalesce(sum(amount_cents), 0) from commission_entries where kind = 'commission' and status <> 'reversed' and order_id in (select order_id from order_attribution where status <> 'reversed')) as ledger_commission,
           (select coalesce(sum(order_value_cents), 0) from sales_attribution) as sales_gmv,
           (select coalesce(sum(commission_amount_cents), 0) from sales_attribution) as sales_commission,
           (select coalesce(sum(gmv_cents), 0) from commission_entries where kind = 'commission' and order_id in (select order_id from sales_attribution)) as sales_ledger_gmv,
           (select coalesce(sum(amount_cents), 0) from commission_entries where kind = 'commission' and order_id in (select order_id from sales_attribution)) as sales_ledger_commission`,
      ),
      this.dailyTotalsDifferences(),
    ]);
    const a = attribution[0];
    return {
      users: users.map((row) => ({ userId: row.user_id, recordedSalesCents: Number(row.recorded), ledgerSalesCents: Number(row.ledger) })),
      creatorLedgerEarnings: new Map(creators.map((row) => [row.creator_id, Number(row.earnings)])),
      attribution: {
        attributionGmvCents: Number(a.attribution_gmv),
        ledgerGmvCents: Number(a.ledger_gmv),
        attributionCommissionCents: Number(a.attribution_commission),
        ledgerCommissionCents: Number(a.ledger_commission),
        salesAttributionGmvCents: Number(a.sales_gmv),
        salesAttributionCommissionCents: Number(a.sales_commission),
        salesAttributionLedgerGmvCents: Number(a.sales_ledger_gmv),
        salesAttributionLedgerCommissionCents: Number(a.sales_ledger_commission),
      },
      dailyTotals: daily,
    };
  }

  /** Recomputes both daily rollups from the ledger and click_logs, and lists every (user, day[, product]) that differs (all-zero rows count as absent). */
  private async dailyTotalsDifferences(): Promise<LedgerTotals['dailyTotals']> {
    const rows = await this.sql.rows<{ user_id: string; day: string; scope: string } & Record<`${'s' | 'l'}_${DailyTotalsColumn}`, string>>(
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
    );
    const [{ checked }] = await this.sql.rows<{ checked: string }>(`select (select count(*) from commission_daily_totals) + (select count(*) from commission_daily_product_totals) as checked`);
    return {
      checked: Number(checked),
      differences: rows.map((row) => ({
        userId: row.user_id,
        day: row.day,
        scope: row.scope,
        stored: dailyTotalsFigures(row, 's'),
        ledger: dailyTotalsFigures(row, 'l'),
      })),
    };
  }
}

type DailyTotalsColumn = 'sales' | 'earnings' | 'orders' | 'clicks' | 'link_clicks';

/** One side of a daily-totals comparison row: its `s_` (stored) or `l_` (recomputed from the ledger) columns. */
function dailyTotalsFigures(row: Record<`${'s' | 'l'}_${DailyTotalsColumn}`, string>, side: 's' | 'l'): DailyTotalsFigures {
  const column = (name: DailyTotalsColumn) => Number(row[`${side}_${name}`]);
  return { salesCents: column('sales'), earningsCents: column('earnings'), orders: column('orders'), clicks: column('clicks'), linkClicks: column('link_clicks') };
}
