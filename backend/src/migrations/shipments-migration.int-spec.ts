import { randomBytes, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { dropDatabase, TEST_PG_SERVER } from '../../test/support/test-app';
import { createOrmConfig } from '../mikro-orm.config';

const BEFORE = 'Migration20261209100000_import_checkpoint_claims';
const AFTER = 'Migration20261215090000_shipments_and_authorized_payments';

/**
 * Migration 20261215090000 gives orders written before shipments their shipments (one per brand, shares
 * adding up to the total), the sandbox sessions they were paid with, and moves 'fulfilled' to 'delivered';
 * no commission amount changes, and only entries of orders not yet delivered lose their payable date.
 */
describe('Migration20261215090000_shipments_and_authorized_payments (integration)', () => {
  const databaseName = `rounds_test_shipments_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  let orm: MikroORM;
  let db: Client;
  const rows = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];
  const [brandA, brandB, shopper] = [randomUUID(), randomUUID(), randomUUID()];
  const [rye, gin] = [randomUUID(), randomUUID()];
  const orders = { paid: randomUUID(), fulfilled: randomUUID(), refunded: randomUUID() };

  beforeAll(async () => {
    const admin = new Client({ connectionString: `${TEST_PG_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    orm = await MikroORM.init(createOrmConfig({ clientUrl: `${TEST_PG_SERVER}/${databaseName}`, poolMax: 2 }));
    await orm.getMigrator().up({ to: BEFORE });
    db = new Client({ connectionString: `${TEST_PG_SERVER}/${databaseName}` });
    await db.connect();

    await rows('insert into users (id, username, password_hash) values ($1, $2, $3)', [shopper, `old_${randomBytes(3).toString('hex')}`, 'x']);
    for (const [id, name] of [[brandA, 'Old A'], [brandB, 'Old B']]) await rows('insert into brands (id, name) values ($1, $2)', [id, `${name} ${randomBytes(3).toString('hex')}`]);
    await rows("insert into products (id, brand_id, name, price_cents, categories) values ($1, $2, 'Old Rye', 4000, '{whiskey}'), ($3, $4, 'Old Gin', 2500, '{gin}')", [rye, brandA, gin, brandB]);
    // A paid two-brand order (one payment), a fulfilled and a refunded one-brand order.
    const order = async (id: string, status: string, session: string, lines: [string, number][]) => {
      const subtotal = lines.reduce((sum, [, cents]) => sum + cents, 0);
      const tax = Math.round(subtotal * 0.08);
      await rows(
        `insert into orders (id, user_id, status, fulfillment_type, subtotal_cents, delivery_fee_cents, tax_cents, total_cents, payment_intent_id, created_at)
         values ($1, $2, $3, 'shipping', $4, 899, $5, $6, $7, now() - interval '3 days')`,
        [id, shopper, status, subtotal, tax, subtotal + 899 + tax, session],
      );
      for (const [productId, cents] of lines) {
        const itemId = randomUUID();
        await rows("insert into order_items (id, order_id, product_id, product_name, quantity, price_cents) values ($1, $2, $3, 'Line', 1, $4)", [itemId, id, productId, cents]);
        await rows(
          `insert into commission_entries (order_id, order_item_id, product_id, product_name, shopper_id, attribution_rule, gmv_cents, rate_percent, tier, amount_cents, status, payable_at)
           values ($1, $2, $3, 'Line', $4, 'last_click', $5, 5, 'level1_curator', $6, 'pending', now() + interval '11 days')`,
          [id, itemId, productId, shopper, cents, Math.round(cents / 20)],
        );
      }
    };
    await order(orders.paid, 'paid', 'alcpay_sess_old_one', [[rye, 4000], [gin, 2500]]);
    await order(orders.fulfilled, 'fulfilled', 'alcpay_sess_old_two', [[rye, 4000]]);
    await order(orders.refunded, 'refunded', 'alcpay_sess_old_three', [[gin, 2500]]);
  });

  afterAll(async () => {
    await db?.end();
    await orm?.close(true);
    await dropDatabase(databaseName);
  });

  it('gives old orders their shipments and sessions without changing any amount, and can be reverted', async () => {
    const amountsBefore = await rows('select order_item_id, gmv_cents, amount_cents from commission_entries order by order_item_id');
    await orm.getMigrator().up({ to: AFTER });

    expect(await rows('select id, status from orders order by status')).toEqual(
      expect.arrayContaining([{ id: orders.fulfilled, status: 'delivered' }, { id: orders.paid, status: 'paid' }, { id: orders.refunded, status: 'refunded' }]),
    );
    const shipments = await rows<{ order_id: string; brand_id: string; status: string; amount_cents: number; captured_cents: number; refunded_cents: number; lines: string }>(
      'select s.order_id, s.brand_id, s.status, s.amount_cents, s.captured_cents, s.refunded_cents, (select count(*) from order_items i where i.shipment_id = s.id) as lines from shipments s order by s.order_id, s.brand_id',
    );
    const totals = await rows<{ id: string; total_cents: number }>('select id, total_cents from orders');
    for (const { id, total_cents } of totals) {
      expect(shipments.filter((shipment) => shipment.order_id === id).reduce((sum, shipment) => sum + shipment.amount_cents, 0)).toBe(total_cents);
    }
    expect(shipments.filter((shipment) => shipment.order_id === orders.paid).map((shipment) => [shipment.brand_id, shipment.status, shipment.captured_cents, shipment.lines]).sort()).toEqual(
      [[brandA, 'pending', 0, '1'], [brandB, 'pending', 0, '1']].sort(),
    );
    expect(shipments.find((shipment) => shipment.order_id === orders.fulfilled)).toMatchObject({ status: 'delivered', refunded_cents: 0 });
    expect(shipments.find((shipment) => shipment.order_id === orders.refunded)).toMatchObject({ status: 'returned' });
    expect(await rows('select count(*)::int as n from order_items where shipment_id is null')).toEqual([{ n: 0 }]);

    const sessions = await rows<{ id: string; amount_cents: number; captured_cents: number; status: string }>('select id, amount_cents, captured_cents, status from sandbox_payment_sessions order by id');
    expect(sessions.map((session) => session.id)).toEqual(['alcpay_sess_old_one', 'alcpay_sess_old_three', 'alcpay_sess_old_two']);
    expect(sessions[0]).toMatchObject({ captured_cents: 0, status: 'authorized', amount_cents: totals.find((order) => order.id === orders.paid)!.total_cents });

    expect(await rows('select order_item_id, gmv_cents, amount_cents from commission_entries order by order_item_id')).toEqual(amountsBefore);
    const holds = await rows<{ order_id: string; waiting: boolean }>('select order_id, payable_at is null as waiting from commission_entries');
    expect(holds.filter((entry) => entry.order_id === orders.fulfilled).every((entry) => !entry.waiting)).toBe(true);
    expect(holds.filter((entry) => entry.order_id === orders.paid).every((entry) => entry.waiting)).toBe(true);

    await orm.getMigrator().down({ to: BEFORE });
    expect(await rows('select id, status from orders where id = $1', [orders.fulfilled])).toEqual([{ id: orders.fulfilled, status: 'fulfilled' }]);
    expect(await rows("select to_regclass('shipments') as t")).toEqual([{ t: null }]);
  });
});
