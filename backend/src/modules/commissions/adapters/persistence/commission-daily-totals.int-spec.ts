import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { Client } from 'pg';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { CheckLedgerQuery } from '../../application/queries/check-ledger/check-ledger.query';
import { GetSalesAnalyticsQuery } from '../../application/queries/get-sales-analytics/get-sales-analytics.query';

/**
 * The daily rollups behind GET /api/user/sales-analytics (commission_daily_totals and
 * commission_daily_product_totals) follow every write to the ledger and the click log in the writer's own
 * transaction (statement triggers), stay exact when two transactions write the same user's day at once,
 * and the recomputation check finds any difference.
 */
describe('Commission daily rollups on PostgreSQL (integration)', () => {
  let app: TestApp;
  const check = () => app.app.get(QueryBus).execute(new CheckLedgerQuery());

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const ENTRY_COLUMNS = `kind, order_id, order_item_id, product_id, product_name, user_id, shopper_id, attribution_rule, gmv_cents, rate_percent, tier, amount_cents, status, payable_at, created_at, adjusts_entry_id`;
  interface Line {
    orderId: string;
    userId: string;
    gmvCents: number;
    productId?: string | null;
    kind?: 'commission' | 'adjustment';
    status?: string;
    createdAt?: string;
    adjustsEntryId?: string | null;
  }
  const values = (lines: Line[], offset = 0) => ({
    sql: lines
      .map((_, index) => {
        const n = offset + index * 8;
        return `($${n + 1}, $${n + 2}::uuid, gen_random_uuid(), $${n + 3}::uuid, 'Rollup Bottle', $${n + 4}::uuid, gen_random_uuid(), 'last_click', $${n + 5}::bigint, 5, 'level1_curator', $${n + 5}::bigint / 20, $${n + 6}, now(), $${n + 7}::timestamptz, $${n + 8}::uuid)`;
      })
      .join(', '),
    params: lines.flatMap((line) => [line.kind ?? 'commission', line.orderId, line.productId ?? null, line.userId, line.gmvCents, line.status ?? 'pending', line.createdAt ?? new Date().toISOString(), line.adjustsEntryId ?? null]),
  });
  const insert = async (lines: Line[]) => {
    const { sql, params } = values(lines);
    return app.query<{ id: string }>(`insert into commission_entries (${ENTRY_COLUMNS}) values ${sql} returning id`, params);
  };
  const stored = (userId: string) =>
    app.query<{ day: string; sales: string; earnings: string; orders: number; clicks: number; link_clicks: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, sales_cents as sales, earnings_cents as earnings, order_count as orders, clicks, link_clicks from commission_daily_totals where user_id = $1 and (sales_cents, earnings_cents, order_count, clicks) <> (0, 0, 0, 0) order by day`,
      [userId],
    );

  it('follows inserts of a multi-line order, reversals, adjustments, deletions and clicks, per UTC day and product', async () => {
    const userId = randomUUID();
    const [productA, productB] = [randomUUID(), randomUUID()];
    const today = new Date().toISOString().slice(0, 10);
    const [orderA, orderB, orderOld] = [randomUUID(), randomUUID(), randomUUID()];
    await insert([
      { orderId: orderA, userId, gmvCents: 10_000, productId: productA },
      { orderId: orderA, userId, gmvCents: 4_000, productId: productB },
      { orderId: orderB, userId, gmvCents: 2_000, productId: productA },
      { orderId: orderOld, userId, gmvCents: 6_000, productId: null, createdAt: '2026-01-15T23:59:59Z' },
    ]);
    // Two clicks on the user's links and a view of their public profile (a click_logs row that is not a link click).
    await app.query(`insert into click_logs (id, referrer_user_id, utm_params, created_at, updated_at) select gen_random_uuid(), $1, '{}', now(), now() from generate_series(1, 2)`, [userId]);
    await app.query(`insert into click_logs (id, referrer_user_id, utm_params, created_at, updated_at) values (gen_random_uuid(), $1, '{"utm_medium":"profile_view"}', now(), now())`, [userId]);
    expect(await stored(userId)).toEqual([
      { day: '2026-01-15', sales: '6000', earnings: '300', orders: 1, clicks: 0, link_clicks: 0 },
      { day: today, sales: '16000', earnings: '800', orders: 2, clicks: 3, link_clicks: 2 },
    ]);
    expect(
      await app.query(`select product_id, sales_cents as sales, order_count as orders from commission_daily_product_totals where user_id = $1 and day = $2::date order by sales_cents desc`, [userId, today]),
    ).toEqual([
      { product_id: productA, sales: '12000', orders: 2 },
      { product_id: productB, sales: '4000', orders: 1 },
    ]);

    // Order B refunded before payout: reversed, it leaves the day; a paid line of order A refunded later leaves a negative adjustment.
    await app.query(`update commission_entries set status = 'reversed' where order_id = $1`, [orderB]);
    const [paidLine] = await app.query<{ id: string }>(`update commission_entries set status = 'paid' where order_id = $1 and gmv_cents = 4000 returning id`, [orderA]);
    await insert([{ orderId: orderA, userId, gmvCents: -4_000, productId: productB, kind: 'adjustment', status: 'payable', adjustsEntryId: paidLine.id }]);
    await app.query(`delete from commission_entries where order_id = $1`, [orderOld]);
    expect(await stored(userId)).toEqual([{ day: today, sales: '10000', earnings: '500', orders: 1, clicks: 3, link_clicks: 2 }]);

    const figures = await app.app.get(QueryBus).execute(new GetSalesAnalyticsQuery(userId));
    expect(figures).toMatchObject({ totalSalesCents: 10_000, totalEarningsCents: 500, successfulReferrals: 1, profileViews: 1, clicks30d: 2, orders30d: 1, sales30dCents: 10_000 });
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily[29]).toEqual({ date: today, salesCents: 10_000, earningsCents: 500, orders: 1 });
    expect(figures.topProducts.map((product) => [product.productId, product.salesCents])).toEqual([
      [productA, 10_000],
      [productB, 0],
    ]);
    expect((await check()).dailyTotals.differences).toEqual([]);
  });

  it('counts both of two transactions writing the same user and day at once', async () => {
    const userId = randomUUID();
    const clients = [new Client({ connectionString: app.databaseUrl }), new Client({ connectionString: app.databaseUrl })];
    await Promise.all(clients.map((client) => client.connect()));
    try {
      const [first, second] = clients;
      await first.query('begin');
      await second.query('begin');
      const one = values([{ orderId: randomUUID(), userId, gmvCents: 1_000 }]);
      const two = values([{ orderId: randomUUID(), userId, gmvCents: 3_000 }]);
      await first.query(`insert into commission_entries (${ENTRY_COLUMNS}) values ${one.sql}`, one.params);
      // The second waits for the first's lock on the day's row, then recomputes with the first's entry committed.
      const secondInsert = second.query(`insert into commission_entries (${ENTRY_COLUMNS}) values ${two.sql}`, two.params);
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
      await first.query('commit');
      await secondInsert;
      await second.query('commit');
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    expect(await stored(userId)).toEqual([expect.objectContaining({ sales: '4000', orders: 2 })]);
    expect((await check()).dailyTotals.differences).toEqual([]);
  });

  it('lists a tampered rollup in the recomputation check', async () => {
    const userId = randomUUID();
    await insert([{ orderId: randomUUID(), userId, gmvCents: 2_500 }]);
    await app.query(`update commission_daily_totals set sales_cents = sales_cents + 100 where user_id = $1`, [userId]);
    const result = await check();
    expect(result.ok).toBe(false);
    expect(result.dailyTotals.differences).toEqual([
      {
        userId,
        day: new Date().toISOString().slice(0, 10),
        scope: 'day',
        stored: { salesCents: 2_600, earningsCents: 125, orders: 1, clicks: 0, linkClicks: 0 },
        ledger: { salesCents: 2_500, earningsCents: 125, orders: 1, clicks: 0, linkClicks: 0 },
      },
    ]);
    await app.query(`update commission_daily_totals set sales_cents = sales_cents - 100 where user_id = $1`, [userId]);
  });
});
