import { createBrand, createProduct, createUser } from '../../../../../test/support/buying-fixtures';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../shared/infrastructure/database/mikro-orm-sql';
import { GetCartHandler, GetCartItemHandler } from '../../application/queries/get-cart/get-cart.handler';
import { GetCartItemQuery, GetCartQuery } from '../../application/queries/get-cart/get-cart.query';
import { PostgresCartRepository } from './cart.repository';

/** Cart lines keep a product id only; prices, fees and flags come live from catalog_products_v. */
describe('PostgresCartRepository and the cart queries (PostgreSQL)', () => {
  let db: TestDatabase;
  let brandId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    brandId = await createBrand(db);
  });
  afterAll(() => db?.close());

  const sql = () => new MikroOrmSql(db.orm, { database: { embedded: false } });
  const cart = () => new PostgresCartRepository(db.em(), sql());
  const listLines = (userId: string) => new GetCartHandler(sql()).execute(new GetCartQuery(userId));
  const findLine = (userId: string, itemId: string) => new GetCartItemHandler(sql()).execute(new GetCartItemQuery(userId, itemId));

  it("reads a product's name and flags through the catalog's view, and nothing for an unknown id", async () => {
    const productId = await createProduct(db, brandId, { name: 'View Probe Vodka', deliveryAvailable: false });
    expect(await cart().findProduct(productId)).toEqual({ name: 'View Probe Vodka', available: true, deliveryAvailable: false, shippingAvailable: true });
    expect(await cart().findProduct('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it("shows today's price and fees, and drops a line whose product left the catalog", async () => {
    const userId = await createUser(db);
    const kept = await createProduct(db, brandId, { priceCents: 2000, markets: ['CA'] });
    const removed = await createProduct(db, brandId);
    await cart().addOrRaise(userId, kept, 'shipping', 2, 99);
    await cart().addOrRaise(userId, removed, 'delivery', 1, 99);

    await db.query('update products set price_cents = 2600, shipping_fee_cents = 1099 where id = $1', [kept]);
    await db.query('delete from products where id = $1', [removed]);

    const lines = await listLines(userId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: kept, fulfillmentType: 'shipping', quantity: 2, product: { priceCents: 2600, shippingFeeCents: 1099, markets: ['CA'] } });
    expect(await findLine(userId, lines[0].id)).toEqual(lines[0]);
  });

  it('locks the lines for checkout inside the caller’s transaction and removes only the checked-out ones', async () => {
    const userId = await createUser(db);
    const first = await createProduct(db, brandId);
    const second = await createProduct(db, brandId);
    await cart().addOrRaise(userId, first, 'delivery', 1, 99);
    await cart().addOrRaise(userId, second, 'delivery', 3, 99);

    await db.unitOfWork().run(async (tx) => {
      const locked = await cart().lockLinesForCheckout(tx, userId);
      expect(locked.map((line) => [line.productId, line.quantity])).toEqual([[first, 1], [second, 3]]);
      await cart().removeCheckedOutLines(tx, userId, [locked[0].id]);
    });
    expect((await listLines(userId)).map((line) => line.productId)).toEqual([second]);
  });

  it('reads the fulfillment profile of a product, or null for an unknown one', async () => {
    const productId = await createProduct(db, brandId, { name: 'Rye', available: false, shippingAvailable: false });
    expect(await cart().findProduct(productId)).toEqual({ name: 'Rye', available: false, deliveryAvailable: true, shippingAvailable: false });
    expect(await cart().findProduct('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('keeps one line per product and fulfillment type, raising it, and refuses a raise past the maximum without change', async () => {
    const userId = await createUser(db);
    const productId = await createProduct(db, brandId);
    const first = await cart().addOrRaise(userId, productId, 'delivery', 2, 99);
    const again = await cart().addOrRaise(userId, productId, 'delivery', 3, 99);
    const shipped = await cart().addOrRaise(userId, productId, 'shipping', 1, 99);
    expect(first).toEqual({ kind: 'saved', itemId: expect.any(String) });
    expect(again).toEqual(first);
    expect(shipped.kind === 'saved' && shipped.itemId).not.toBe(first.kind === 'saved' && first.itemId);

    expect(await cart().addOrRaise(userId, productId, 'delivery', 95, 99)).toEqual({ kind: 'over-maximum', currentQuantity: 5 });
    expect((await listLines(userId)).map((line) => [line.fulfillmentType, line.quantity])).toEqual([
      ['delivery', 5],
      ['shipping', 1],
    ]);
  });

  it('counts every one of many concurrent adds of the same line', async () => {
    const userId = await createUser(db);
    const productId = await createProduct(db, brandId);
    await Promise.all(Array.from({ length: 8 }, () => cart().addOrRaise(userId, productId, 'delivery', 1, 99)));
    expect((await listLines(userId)).map((line) => line.quantity)).toEqual([8]);
  });

  it("changes only the shopper's own lines: another shopper's line is not found", async () => {
    const owner = await createUser(db);
    const stranger = await createUser(db);
    const productId = await createProduct(db, brandId);
    const added = await cart().addOrRaise(owner, productId, 'delivery', 1, 99);
    const itemId = added.kind === 'saved' ? added.itemId : '';

    expect(await cart().setQuantity(stranger, itemId, 7)).toBe(false);
    expect(await cart().remove(stranger, itemId)).toBe(false);
    expect(await findLine(stranger, itemId)).toBeNull();
    expect(await cart().setQuantity(owner, itemId, 7)).toBe(true);
    expect((await findLine(owner, itemId))?.quantity).toBe(7);
    expect(await cart().remove(owner, itemId)).toBe(true);
    expect(await cart().remove(owner, itemId)).toBe(false);
  });

  it("lists lines oldest first with the product's current price, flags and markets", async () => {
    const userId = await createUser(db);
    const older = await createProduct(db, brandId, { name: 'Older', priceCents: 1000, markets: ['CA', 'NY'] });
    const newer = await createProduct(db, brandId, { name: 'Newer', priceCents: 2000 });
    await cart().addOrRaise(userId, older, 'shipping', 1, 99);
    await cart().addOrRaise(userId, newer, 'delivery', 1, 99);
    await db.query('update products set price_cents = 1250 where id = $1', [older]);

    const lines = await listLines(userId);
    expect(lines.map((line) => line.product.name)).toEqual(['Older', 'Newer']);
    expect(lines[0]).toMatchObject({ productId: older, fulfillmentType: 'shipping', quantity: 1, createdAt: expect.any(Date) });
    expect(lines[0].product).toMatchObject({ priceCents: 1250, markets: ['CA', 'NY'], deliveryFeeCents: 499, freeShippingMinCents: 7500, available: true });
  });

  it('clears a cart and answers how many lines went; an empty cart answers 0', async () => {
    const userId = await createUser(db);
    await cart().addOrRaise(userId, await createProduct(db, brandId), 'delivery', 1, 99);
    await cart().addOrRaise(userId, await createProduct(db, brandId), 'delivery', 1, 99);
    expect(await cart().clear(userId)).toBe(2);
    expect(await cart().clear(userId)).toBe(0);
  });

  it('removes at checkout only the lines it locked, leaving a line added meanwhile', async () => {
    const userId = await createUser(db);
    await cart().addOrRaise(userId, await createProduct(db, brandId), 'delivery', 1, 99);
    await db.unitOfWork().run(async (tx) => {
      const locked = await cart().lockLinesForCheckout(tx, userId);
      expect(locked).toHaveLength(1);
      await cart().addOrRaise(userId, await createProduct(db, brandId, { name: 'Added meanwhile' }), 'delivery', 1, 99);
      await cart().removeCheckedOutLines(tx, userId, locked.map((line) => line.id));
    });
    expect((await listLines(userId)).map((line) => line.product.name)).toEqual(['Added meanwhile']);
  });
});
