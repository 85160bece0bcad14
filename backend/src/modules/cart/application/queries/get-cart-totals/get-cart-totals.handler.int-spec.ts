import { createBrand, createProduct, createUser } from '../../../../../../test/support/buying-fixtures';
import { createTestDatabase, TestDatabase } from '../../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../../shared/infrastructure/database/mikro-orm-sql';
import { PostgresCartRepository } from '../../../adapters/persistence/cart.repository';
import { GetCartTotalsQuery } from './get-cart-totals.query';
import { GetCartTotalsHandler } from './get-cart-totals.handler';

describe('GetCartTotalsHandler (PostgreSQL)', () => {
  let db: TestDatabase;
  let brandId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    brandId = await createBrand(db);
  });
  afterAll(() => db?.close());

  const sql = () => new MikroOrmSql(db.orm, { database: { embedded: false } });
  const handler = () => new GetCartTotalsHandler(sql());

  it("prices the shopper's lines at today's prices with the cart arithmetic (fee per group, 8 % tax)", async () => {
    const userId = await createUser(db);
    const cart = new PostgresCartRepository(db.em(), sql());
    await cart.addOrRaise(userId, await createProduct(db, brandId, { priceCents: 3000 }), 'delivery', 1, 99);
    await cart.addOrRaise(userId, await createProduct(db, brandId, { priceCents: 4000 }), 'shipping', 2, 99);
    expect(await handler().execute(new GetCartTotalsQuery(userId))).toMatchObject({
      deliverySubtotalCents: 3000,
      deliveryFeeCents: 499,
      shippingSubtotalCents: 8000,
      shippingFeeCents: 0,
      subtotalCents: 11000,
      taxCents: 880,
    });
  });

  it('answers zeros for an empty cart', async () => {
    expect(await handler().execute(new GetCartTotalsQuery(await createUser(db)))).toMatchObject({ subtotalCents: 0, feesCents: 0, taxCents: 0, totalCents: 0 });
  });
});
