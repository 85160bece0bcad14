import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CommissionEntryReason, CommissionEntryStatus } from '../../domain/commission-entry';
import { isCuratorTier, CuratorTier } from '../../domain/curator-tier';
import type { LedgerEntryOfOrder, LedgerStore, LockedAccount, NewCommissionEntry, OrderAttributionRow } from '../../application/ports/ledger-store.port';

interface EntryRow {
  id: string;
  kind: 'commission' | 'adjustment';
  status: CommissionEntryStatus;
  order_id: string;
  order_item_id: string;
  product_id: string | null;
  product_name: string;
  creator_id: string | null;
  user_id: string | null;
  shopper_id: string;
  click_id: string | null;
  attribution_rule: string;
  gmv_cents: string;
  rate_percent: string;
  tier: string;
  amount_cents: string;
  adjusts_entry_id: string | null;
  payable_at: string | null;
}

/** The ledger's writes in plain SQL over commissions' tables (commission_entries and its history, accounts, attribution, metrics). */
@Injectable()
export class PostgresLedgerRepository implements LedgerStore {
  constructor(private readonly em: EntityManager) {}

  async lockAccount(transaction: TransactionContext, userId: string): Promise<LockedAccount> {
    const tx = entityManagerOf(transaction);
    await tx.execute('insert into commission_accounts (user_id, created_at, updated_at) values (?, clock_timestamp(), clock_timestamp()) on conflict (user_id) do nothing', [userId]);
    const [row] = await tx.execute<{ tier: string; commission_rate: string; total_sales_generated_cents: string; tier_set_manually: boolean }[]>(
      'select tier, commission_rate, total_sales_generated_cents, tier_set_manually from commission_accounts where user_id = ? for update',
      [userId],
    );
    return {
      userId,
      tier: isCuratorTier(row.tier) ? row.tier : 'user',
      commissionRate: Number(row.commission_rate),
      totalSalesCents: Number(row.total_sales_generated_cents),
      tierSetByAdmin: row.tier_set_manually,
    };
  }

  async addSales(transaction: TransactionContext, userId: string, deltaCents: number): Promise<void> {
    await entityManagerOf(transaction).execute(
      'update commission_accounts set total_sales_generated_cents = total_sales_generated_cents + ?, updated_at = clock_timestamp() where user_id = ?',
      [deltaCents, userId],
    );
  }

  async setTier(transaction: TransactionContext, userId: string, tier: CuratorTier, ratePercent: number): Promise<void> {
    await entityManagerOf(transaction).execute('update commission_accounts set tier = ?, commission_rate = ?, updated_at = clock_timestamp() where user_id = ?', [tier, ratePercent, userId]);
  }

  /** All entries written by one transaction (an order's lines) share its start time, so an order falls on one UTC day of the daily rollups. */
  async insertEntries(transaction: TransactionContext, entries: readonly NewCommissionEntry[]): Promise<{ inserted: number; amountCents: number; gmvCents: number }> {
    const tx = entityManagerOf(transaction);
    let inserted = 0;
    let amountCents = 0;
    let gmvCents = 0;
    for (const entry of entries) {
      const rows = await tx.execute<{ id: string }[]>(
        `insert into commission_entries (kind, order_id, order_item_id, product_id, product_name, creator_id, user_id, shopper_id, click_id, attribution_rule,
                                         gmv_cents, rate_percent, tier, amount_cents, status, adjusts_entry_id, payable_at, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::timestamptz, now(), now())
         on conflict (order_item_id, kind) do nothing returning id`,
        [entry.kind, entry.orderId, entry.orderItemId, entry.productId, entry.productName, entry.creatorId, entry.userId, entry.shopperId, entry.clickId, entry.attributionRule,
         entry.gmvCents, entry.ratePercent, entry.tier, entry.amountCents, entry.status, entry.adjustsEntryId, entry.payableAt?.toISOString() ?? null],
      );
      if (rows.length === 0) continue;
      await tx.execute('insert into commission_entry_events (entry_id, from_status, to_status, reason) values (?, null, ?, ?)', [rows[0].id, entry.status, entry.reason]);
      inserted++;
      amountCents += entry.amountCents;
      gmvCents += entry.gmvCents;
    }
    return { inserted, amountCents, gmvCents };
  }

  async recordOrderAttributions(transaction: TransactionContext, rows: readonly OrderAttributionRow[]): Promise<void> {
    const tx = entityManagerOf(transaction);
    for (const row of rows) {
      await tx.execute(
        `insert into order_attribution (id, order_id, creator_id, user_id, product_id, gmv_cents, commission_cents, status, created_at, updated_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, 'pending', clock_timestamp(), clock_timestamp())`,
        [row.orderId, row.creatorId, row.userId, row.productId, row.gmvCents, row.commissionCents],
      );
      await tx.execute(
        `insert into sales_attribution (id, order_id, creator_id, user_id, attribution_type, touchpoints, order_value_cents, commission_rate, commission_amount_cents, campaign_id, gift_offer_id, created_at, updated_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, clock_timestamp(), clock_timestamp())
         on conflict (order_id) do nothing`,
        [row.orderId, row.creatorId, row.userId, row.attributionType, JSON.stringify(row.touchpoints), row.gmvCents, row.ratePercent, row.commissionCents, row.campaignId ?? null, row.giftOfferId ?? null],
      );
    }
  }

  async entriesOfOrder(transaction: TransactionContext, orderId: string): Promise<LedgerEntryOfOrder[]> {
    const rows = await entityManagerOf(transaction).execute<EntryRow[]>('select * from commission_entries where order_id = ? order by created_at, id for update', [orderId]);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      entry: {
        kind: row.kind,
        orderId: row.order_id,
        orderItemId: row.order_item_id,
        productId: row.product_id,
        productName: row.product_name,
        creatorId: row.creator_id,
        userId: row.user_id,
        shopperId: row.shopper_id,
        clickId: row.click_id,
        attributionRule: row.attribution_rule,
        gmvCents: Number(row.gmv_cents),
        ratePercent: Number(row.rate_percent),
        tier: isCuratorTier(row.tier) ? row.tier : 'user',
        amountCents: Number(row.amount_cents),
        status: row.status,
        adjustsEntryId: row.adjusts_entry_id,
        payableAt: row.payable_at === null ? null : new Date(row.payable_at),
        reason: 'order_paid',
      },
    }));
  }

  async moveEntries(transaction: TransactionContext, ids: readonly string[], from: readonly CommissionEntryStatus[], to: CommissionEntryStatus, reason: CommissionEntryReason): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await entityManagerOf(transaction).execute<{ id: string }[]>(
      `with moved as (
         update commission_entries e set status = ?, updated_at = clock_timestamp()
           from (select id, status as from_status from commission_entries where id = any(?::uuid[]) and status = any(?::text[]) for update) old
          where e.id = old.id
        returning e.id, old.from_status)
       insert into commission_entry_events (entry_id, from_status, to_status, reason)
       select id, from_status, ?, ? from moved returning entry_id as id`,
      [to, `{${ids.join(',')}}`, `{${from.join(',')}}`, to, reason],
    );
    return rows.length;
  }

  async markOrderAttributionReversed(transaction: TransactionContext, orderId: string): Promise<void> {
    await entityManagerOf(transaction).execute("update order_attribution set status = 'reversed', updated_at = clock_timestamp() where order_id = ?", [orderId]);
  }

  async shrinkOrderAttribution(transaction: TransactionContext, orderId: string, gmvCents: number, commissionCents: number): Promise<void> {
    await entityManagerOf(transaction).execute(
      "update order_attribution set gmv_cents = gmv_cents - ?, commission_cents = commission_cents - ?, updated_at = clock_timestamp() where order_id = ? and status <> 'reversed'",
      [gmvCents, commissionCents, orderId],
    );
  }

  async startHold(transaction: TransactionContext, orderItemIds: readonly string[], payableAt: Date): Promise<number> {
    if (orderItemIds.length === 0) return 0;
    const rows = await entityManagerOf(transaction).execute<{ id: string }[]>(
      `update commission_entries set payable_at = ?::timestamptz, updated_at = clock_timestamp()
        where order_item_id = any(?::uuid[]) and kind = 'commission' and status = 'pending' and payable_at is null returning id`,
      [payableAt.toISOString(), `{${orderItemIds.join(',')}}`],
    );
    return rows.length;
  }

  async refreshCreatorMetrics(transaction: TransactionContext | null, creatorId: string, now: Date): Promise<void> {
    const em = transaction ? entityManagerOf(transaction) : this.em;
    await em.execute(creatorMetricsUpsert('where cv.id = ?'), [now.toISOString(), creatorId]);
  }

  /** Every creator's metrics at once (the repeatable job). */
  async refreshAllCreatorMetrics(now: Date): Promise<number> {
    const rows = await this.em.execute<{ creator_id: string }[]>(creatorMetricsUpsert('') + ' returning creator_id', [now.toISOString()]);
    return rows.length;
  }
}

/**
 * creator_metrics from the ledger (non-reversed commission entries and adjustments) and click_logs:
 * 30-day sales, orders, conversion (orders per 100 clicks, percent), average order value and top
 * products, and lifetime sales, orders and commissions. Parameter: now, then the filter's own.
 */
function creatorMetricsUpsert(filter: string): string {
  return `
with clock as (select ?::timestamptz as now)
insert into creator_metrics (id, creator_id, follower_count, total_sales30d_cents, total_orders30d, conversion_rate30d, avg_order_value30d_cents, top_products30d,
                             lifetime_sales_cents, lifetime_orders, lifetime_commissions_cents, last_updated, created_at, updated_at)
select gen_random_uuid(), cv.id, cv.followers,
       coalesce(m.sales30d, 0), coalesce(m.orders30d, 0),
       case when coalesce(k.clicks30d, 0) = 0 then 0 else least(999, round(coalesce(m.orders30d, 0)::numeric * 100 / k.clicks30d, 3)) end,
       case when coalesce(m.orders30d, 0) = 0 then 0 else round(m.sales30d::numeric / m.orders30d) end,
       coalesce(t.top, '[]'::jsonb),
       coalesce(m.sales, 0), coalesce(m.order_count, 0), coalesce(m.commissions, 0),
       clock.now, clock_timestamp(), clock_timestamp()
  from curation_creators_v cv
  cross join clock
  left join lateral (
    select sum(e.gmv_cents) as sales, count(distinct e.order_id) filter (where e.kind = 'commission') as order_count, sum(e.amount_cents) as commissions,
           coalesce(sum(e.gmv_cents) filter (where e.created_at >= clock.now - interval '30 days'), 0) as sales30d,
           count(distinct e.order_id) filter (where e.kind = 'commission' and e.created_at >= clock.now - interval '30 days') as orders30d
      from commission_entries e where e.creator_id = cv.id and e.status <> 'reversed') m on true
  left join lateral (
    select count(*) as clicks30d from click_logs l where l.creator_id = cv.id and l.created_at >= clock.now - interval '30 days') k on true
  left join lateral (
    select jsonb_agg(jsonb_build_object('productId', p.product_id, 'name', p.product_name, 'salesCents', p.sales) order by p.sales desc) as top
      from (select e.product_id, min(e.product_name) as product_name, sum(e.gmv_cents) as sales
              from commission_entries e
             where e.creator_id = cv.id and e.status <> 'reversed' and e.created_at >= clock.now - interval '30 days'
             group by e.product_id order by sales desc limit 5) p) t on true
 ${filter}
on conflict (creator_id) do update set
  follower_count = excluded.follower_count,
  total_sales30d_cents = excluded.total_sales30d_cents, total_orders30d = excluded.total_orders30d, conversion_rate30d = excluded.conversion_rate30d,
  avg_order_value30d_cents = excluded.avg_order_value30d_cents, top_products30d = excluded.top_products30d, lifetime_sales_cents = excluded.lifetime_sales_cents,
  lifetime_orders = excluded.lifetime_orders, lifetime_commissions_cents = excluded.lifetime_commissions_cents, last_updated = excluded.last_updated, updated_at = clock_timestamp()`;
}
