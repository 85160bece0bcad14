import { randomUUID } from 'node:crypto';
import { createBrand, createProduct, createUser, shippingInfo } from '../../../../../test/support/buying-fixtures';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../shared/infrastructure/database/mikro-orm-sql';
import type { NewOrder, OrderView } from '../../application/ports/orders.port';
import { GetOrderHandler } from '../../application/queries/get-order/get-order.handler';
import { GetOrderQuery } from '../../application/queries/get-order/get-order.query';
import { ListOrdersHandler } from '../../application/queries/list-orders/list-orders.handler';
import { ListOrdersQuery } from '../../application/queries/list-orders/list-orders.query';
import { GetOrderStatusHandler } from '../../application/queries/get-order-status/get-order-status.handler';
import { GetOrderStatusQuery } from '../../application/queries/get-order-status/get-order-status.query';
import { OrderNotFoundError } from '../../domain/checkout.errors';
import { PostgresOrdersRepository } from './orders.repository';

/** The orders a checkout writes, read back through the queries the shopper's endpoints dispatch. */
describe('PostgresOrdersRepository and the order queries (PostgreSQL)', () => {
  let db: TestDatabase;
  let brandId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    brandId = await createBrand(db);
  });
  afterAll(() => db?.close());

  const orders = () => new PostgresOrdersRepository();
  const sql = () => new MikroOrmSql(db.orm, { database: { embedded: false } });
  /** GetOrderQuery's answer, or null where it answers 404 (a missing order and another shopper's alike). */
  const findForShopper = (shopperId: string, orderId: string): Promise<OrderView | null> =>
    new GetOrderHandler(sql())
      .execute(new GetOrderQuery(shopperId, orderId))
      .catch((error: unknown) => (error instanceof OrderNotFoundError ? null : Promise.reject(error)));
  const listForShopper = (shopperId: string, limit: number) => new ListOrdersHandler(sql()).execute(new ListOrdersQuery(shopperId, limit));
  const statusOf = (orderId: string) => new GetOrderStatusHandler(sql()).execute(new GetOrderStatusQuery(orderId));
  const newOrder = async (shopperId: string, overrides: Partial<NewOrder> = {}): Promise<NewOrder> => {
    const productId = await createProduct(db, brandId);
    return {
      id: randomUUID(),
      shopperId,
      creatorId: null,
      fulfillmentType: 'delivery',
      subtotalCents: 8500,
      feeCents: 499,
      taxCents: 680,
      estimatedDelivery: new Date('2026-03-01T15:00:00Z'),
      deliveryAddress: shippingInfo(),
      items: [{ id: randomUUID(), productId, productName: 'Small Batch Bourbon', quantity: 2, unitPriceCents: 4250 }],
      ...overrides,
    };
  };

  it('stores a placed order as pending with its total and items, and reads it back as the shopper sees it', async () => {
    const shopperId = await createUser(db);
    const order = await newOrder(shopperId);
    await db.unitOfWork().run((tx) => orders().insertOrder(tx, order));

    expect(await findForShopper(shopperId, order.id)).toEqual({
      id: order.id,
      status: 'pending',
      fulfillmentType: 'delivery',
      subtotalCents: 8500,
      deliveryFeeCents: 499,
      taxCents: 680,
      totalCents: 9679,
      estimatedDelivery: new Date('2026-03-01T15:00:00Z'),
      deliveryAddress: shippingInfo(),
      paymentIntentId: null,
      orderNumber: null,
      creatorId: null,
      createdAt: expect.any(Date),
      items: [{ id: expect.any(String), productId: order.items[0].productId, productName: 'Small Batch Bourbon', image: expect.stringContaining('/images/products/'), quantity: 2, priceCents: 4250 }],
      // Shipments are made at checkout, in the same transaction; an order inserted alone has none.
      shipments: [],
    });
  });

  it('keeps the name written at purchase when the product is renamed', async () => {
    const shopperId = await createUser(db);
    const order = await newOrder(shopperId);
    await db.unitOfWork().run((tx) => orders().insertOrder(tx, order));
    await db.query('update products set name = $1 where id = $2', ['Renamed', order.items[0].productId]);
    expect((await findForShopper(shopperId, order.id))?.items[0].productName).toBe('Small Batch Bourbon');
  });

  it('moves only pending orders when a payment is recorded, and answers how many moved', async () => {
    const shopperId = await createUser(db);
    const [first, second] = [await newOrder(shopperId), await newOrder(shopperId, { fulfillmentType: 'shipping' })];
    await db.unitOfWork().run(async (tx) => {
      await orders().insertOrder(tx, first);
      await orders().insertOrder(tx, second);
    });
    expect(await db.unitOfWork().run((tx) => orders().recordPayment(tx, [first.id, second.id], 'alcpay_sess_1', 'paid'))).toBe(2);
    expect(await db.unitOfWork().run((tx) => orders().recordPayment(tx, [first.id], 'alcpay_sess_2', 'paid'))).toBe(0);
    expect(await statusOf(first.id)).toBe('paid');
    expect(await findForShopper(shopperId, second.id)).toMatchObject({ status: 'paid', paymentIntentId: 'alcpay_sess_1', fulfillmentType: 'shipping' });
    // Paid together, numbered apart, read one by one or as a list.
    expect((await findForShopper(shopperId, second.id))?.orderNumber).toBe('y_sess_1-2');
    expect((await listForShopper(shopperId, 10)).map((order) => [order.fulfillmentType, order.orderNumber]).sort()).toEqual([
      ['delivery', 'y_sess_1-1'],
      ['shipping', 'y_sess_1-2'],
    ]);
  });

  it('writes nothing when the transaction fails', async () => {
    const shopperId = await createUser(db);
    const order = await newOrder(shopperId);
    await expect(
      db.unitOfWork().run(async (tx) => {
        await orders().insertOrder(tx, order);
        throw new Error('card declined');
      }),
    ).rejects.toThrow('card declined');
    expect(await findForShopper(shopperId, order.id)).toBeNull();
    expect(await db.query('select 1 from order_items where order_id = $1', [order.id])).toEqual([]);
  });

  it("lists the shopper's own orders newest first, up to the limit, and never another shopper's", async () => {
    const shopperId = await createUser(db);
    const stranger = await createUser(db);
    const placed: NewOrder[] = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await newOrder(shopperId);
      await db.unitOfWork().run((tx) => orders().insertOrder(tx, order));
      placed.push(order);
    }
    const theirs = await newOrder(stranger);
    await db.unitOfWork().run((tx) => orders().insertOrder(tx, theirs));

    expect((await listForShopper(shopperId, 2)).map((order) => order.id)).toEqual([placed[2].id, placed[1].id]);
    expect((await listForShopper(shopperId, 50)).every((order) => order.items.length === 1)).toBe(true);
    expect(await findForShopper(shopperId, theirs.id)).toBeNull();
    expect(await listForShopper(await createUser(db), 50)).toEqual([]);
  });

  it('answers the status of an order, and null for one that does not exist', async () => {
    const order = await newOrder(await createUser(db));
    await db.unitOfWork().run((tx) => orders().insertOrder(tx, order));
    expect(await statusOf(order.id)).toBe('pending');
    expect(await statusOf(randomUUID())).toBeNull();
  });
});
