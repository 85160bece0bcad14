import { createBrand, createProduct } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { CART_CHECKOUT, CartCheckout } from '../../application/ports/cart-checkout.port';
import { CART_REPOSITORY, CartRepository } from '../../application/ports/cart-repository.port';

/** Cart lines keep a product id only; prices, fees and flags come live from catalog_products_v. */
describe('MikroOrmCartRepository on PostgreSQL (integration)', () => {
  let app: TestApp;
  let cart: CartRepository;
  let checkout: CartCheckout;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    cart = app.app.get<CartRepository>(CART_REPOSITORY);
    checkout = app.app.get<CartCheckout>(CART_CHECKOUT);
    brandId = await createBrand(app);
  });
  afterAll(() => app?.close());

  it("reads a product's name and flags through the catalog's view, and nothing for an unknown id", async () => {
    const productId = await createProduct(app, brandId, { name: 'View Probe Vodka', deliveryAvailable: false });
    expect(await cart.findProduct(productId)).toEqual({ name: 'View Probe Vodka', available: true, deliveryAvailable: false, shippingAvailable: true });
    expect(await cart.findProduct('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it("shows today's price and fees, and drops a line whose product left the catalog", async () => {
    const { user } = await app.registerAndSignIn('cartview');
    const kept = await createProduct(app, brandId, { priceCents: 2000, markets: ['CA'] });
    const removed = await createProduct(app, brandId);
    await cart.addOrRaise(user.id, kept, 'shipping', 2, 99);
    await cart.addOrRaise(user.id, removed, 'delivery', 1, 99);

    await app.query('update products set price_cents = 2600, shipping_fee_cents = 1099 where id = $1', [kept]);
    await app.query('delete from products where id = $1', [removed]);

    const lines = await cart.listLines(user.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: kept, fulfillmentType: 'shipping', quantity: 2, product: { priceCents: 2600, shippingFeeCents: 1099, markets: ['CA'] } });
    expect(await cart.findLine(user.id, lines[0].id)).toEqual(lines[0]);
  });

  it('locks the lines for checkout inside the caller’s transaction and removes only the checked-out ones', async () => {
    const { user } = await app.registerAndSignIn('cartlock');
    const first = await createProduct(app, brandId);
    const second = await createProduct(app, brandId);
    await cart.addOrRaise(user.id, first, 'delivery', 1, 99);
    await cart.addOrRaise(user.id, second, 'delivery', 3, 99);

    await app.app.get<UnitOfWork>(UNIT_OF_WORK).run(async (tx) => {
      const locked = await checkout.lockLinesForCheckout(tx, user.id);
      expect(locked.map((line) => [line.productId, line.quantity])).toEqual([[first, 1], [second, 3]]);
      await checkout.removeCheckedOutLines(tx, user.id, [locked[0].id]);
    });
    expect((await cart.listLines(user.id)).map((line) => line.productId)).toEqual([second]);
  });
});
