import type TestAgent from 'supertest/lib/agent';
import { createBrand, createProduct } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Cart (e2e)', () => {
  let app: TestApp;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  const shopper = async (): Promise<TestAgent> => (await app.registerAndSignIn('cart')).agent;
  const product = (fixture: Parameters<typeof createProduct>[2] = {}) => createProduct(app, brandId, fixture);

  it('answers 401 to every cart call when signed out', async () => {
    const id = '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
    for (const call of [
      app.http().get('/api/cart'),
      app.http().get('/api/cart/totals'),
      app.http().post('/api/cart').send({ productId: id, fulfillmentType: 'delivery' }),
      app.http().put(`/api/cart/${id}`).send({ quantity: 2 }),
      app.http().delete(`/api/cart/${id}`),
      app.http().delete('/api/cart'),
    ]) {
      const response = await call.expect(401);
      expect(response.body.code).toBe('NOT_SIGNED_IN');
    }
  });

  it('adds an item with quantity 1 by default and answers the line with its product in dollars', async () => {
    const agent = await shopper();
    const productId = await product({ name: 'Ember Rye', priceCents: 4250, deliveryFeeCents: 399, freeDeliveryMinCents: 5000 });
    const added = await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery' }).expect(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      productId,
      fulfillmentType: 'delivery',
      quantity: 1,
      product: {
        name: 'Ember Rye',
        price: 42.5,
        image: expect.stringContaining(productId),
        freeDeliveryMin: 50,
        deliveryFee: 3.99,
        freeShippingMin: 75,
        shippingFee: 8.99,
        available: true,
        fulfillmentOptions: ['delivery', 'shipping'],
      },
    });
    const cart = await agent.get('/api/cart').expect(200);
    expect(cart.body).toEqual([added.body]);
  });

  it('raises the quantity of the existing line for the same product and fulfillment type, and keeps types apart', async () => {
    const agent = await shopper();
    const productId = await product();
    const first = await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: 2 }).expect(201);
    const again = await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: 3 }).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.quantity).toBe(5);
    await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping' }).expect(201);
    const cart = await agent.get('/api/cart').expect(200);
    expect(cart.body.map((line: { fulfillmentType: string; quantity: number }) => [line.fulfillmentType, line.quantity])).toEqual([
      ['delivery', 5],
      ['shipping', 1],
    ]);
  });

  it.each([
    [{ productId: undefined, fulfillmentType: 'delivery' }, /productId is required/],
    [{ productId: 'not-a-uuid', fulfillmentType: 'delivery' }, /productId must be a product id/],
    [{ fulfillmentType: 'pickup' }, /fulfillmentType must be one of delivery, shipping/],
    [{ fulfillmentType: 'delivery', quantity: 0 }, /quantity must be a whole number from 1 to 99/],
    [{ fulfillmentType: 'delivery', quantity: 100 }, /quantity must be a whole number from 1 to 99/],
    [{ fulfillmentType: 'delivery', quantity: 1.5 }, /quantity must be a whole number from 1 to 99/],
    [{ fulfillmentType: 'delivery', quantity: '2' }, /quantity must be a whole number from 1 to 99/],
    [{ fulfillmentType: 'delivery', price: 0.01 }, /price is not an accepted field/],
  ])('refuses the add %j with 400', async (body, message) => {
    const agent = await shopper();
    const productId = await product();
    const response = await agent.post('/api/cart').send({ productId, ...body }).expect(400);
    expect(response.body.message).toMatch(message);
    expect((await agent.get('/api/cart')).body).toEqual([]);
  });

  it('refuses an unknown product with 404', async () => {
    const agent = await shopper();
    const response = await agent.post('/api/cart').send({ productId: '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', fulfillmentType: 'delivery' }).expect(404);
    expect(response.body.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses an unavailable product, or a fulfillment type it does not offer, with 409 saying why', async () => {
    const agent = await shopper();
    const soldOut = await product({ name: 'Sold Out Gin', available: false });
    const shipOnly = await product({ name: 'Ship Only Mezcal', deliveryAvailable: false });
    const unavailable = await agent.post('/api/cart').send({ productId: soldOut, fulfillmentType: 'shipping' }).expect(409);
    expect(unavailable.body).toEqual({ statusCode: 409, code: 'PRODUCT_UNAVAILABLE', message: 'Sold Out Gin is currently unavailable, so it cannot be added to your cart.' });
    const noDelivery = await agent.post('/api/cart').send({ productId: shipOnly, fulfillmentType: 'delivery' }).expect(409);
    expect(noDelivery.body).toEqual({
      statusCode: 409,
      code: 'FULFILLMENT_TYPE_UNAVAILABLE',
      message: 'Ship Only Mezcal is not available for same-day delivery. Add it for shipping instead.',
    });
    expect((await agent.get('/api/cart')).body).toEqual([]);
  });

  it('refuses an add that would take a line past 99 and leaves the line as it was', async () => {
    const agent = await shopper();
    const productId = await product();
    await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping', quantity: 95 }).expect(201);
    const response = await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping', quantity: 5 }).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'INVALID_CART_QUANTITY',
      message: 'A cart line holds at most 99; it has 95, so at most 4 more can be added.',
    });
    expect((await agent.get('/api/cart')).body[0].quantity).toBe(95);
    await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping', quantity: 4 }).expect(201);
    expect((await agent.get('/api/cart')).body[0].quantity).toBe(99);
  });

  it('sets a quantity with PUT and refuses values outside 1-99', async () => {
    const agent = await shopper();
    const productId = await product();
    const { body: line } = await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery' }).expect(201);
    const updated = await agent.put(`/api/cart/${line.id}`).send({ quantity: 7 }).expect(200);
    expect(updated.body).toMatchObject({ id: line.id, quantity: 7 });
    for (const quantity of [0, -1, 100, 2.5, null, 'many']) {
      const response = await agent.put(`/api/cart/${line.id}`).send({ quantity }).expect(400);
      expect(response.body.message).toMatch(/quantity/);
    }
    await agent.put(`/api/cart/${line.id}`).send({}).expect(400);
    expect((await agent.get('/api/cart')).body[0].quantity).toBe(7);
  });

  it("answers 404 for another shopper's item and 400 for a malformed id, changing nothing", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const productId = await product();
    const { body: line } = await owner.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: 2 }).expect(201);

    expect((await stranger.put(`/api/cart/${line.id}`).send({ quantity: 9 }).expect(404)).body.code).toBe('CART_ITEM_NOT_FOUND');
    await stranger.delete(`/api/cart/${line.id}`).expect(404);
    await stranger.delete('/api/cart').expect(204);
    await owner.put('/api/cart/not-a-uuid').send({ quantity: 3 }).expect(400);
    await owner.delete('/api/cart/12345').expect(400);
    await owner.put('/api/cart/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e').send({ quantity: 3 }).expect(404);

    expect((await owner.get('/api/cart')).body).toEqual([expect.objectContaining({ id: line.id, quantity: 2 })]);
  });

  it('removes one line, then clears the rest', async () => {
    const agent = await shopper();
    const [a, b, c] = await Promise.all([product(), product(), product()]);
    const { body: lineA } = await agent.post('/api/cart').send({ productId: a, fulfillmentType: 'delivery' }).expect(201);
    await agent.post('/api/cart').send({ productId: b, fulfillmentType: 'shipping' }).expect(201);
    await agent.post('/api/cart').send({ productId: c, fulfillmentType: 'delivery' }).expect(201);
    await agent.delete(`/api/cart/${lineA.id}`).expect(204);
    await agent.delete(`/api/cart/${lineA.id}`).expect(404);
    expect((await agent.get('/api/cart')).body.map((line: { productId: string }) => line.productId)).toEqual([b, c]);
    await agent.delete('/api/cart').expect(204);
    expect((await agent.get('/api/cart')).body).toEqual([]);
    await agent.delete('/api/cart').expect(204);
  });

  it('shows the current price and flags a line that can no longer be bought', async () => {
    const agent = await shopper();
    const productId = await product({ priceCents: 3000 });
    await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery' }).expect(201);
    await app.query('update products set price_cents = 3300, delivery_available = false where id = $1', [productId]);
    const [line] = (await agent.get('/api/cart').expect(200)).body;
    expect(line.product).toMatchObject({ price: 33, available: false });
  });

  describe('totals', () => {
    const totalsFor = async (lines: { priceCents: number; fulfillmentType: 'delivery' | 'shipping'; quantity?: number; fees?: Parameters<typeof createProduct>[2] }[]) => {
      const agent = await shopper();
      for (const line of lines) {
        const productId = await product({ priceCents: line.priceCents, ...line.fees });
        await agent.post('/api/cart').send({ productId, fulfillmentType: line.fulfillmentType, quantity: line.quantity ?? 1 }).expect(201);
      }
      return (await agent.get('/api/cart/totals').expect(200)).body;
    };

    it('is all zero for an empty cart', async () => {
      expect(await totalsFor([])).toEqual({ subtotal: 0, deliverySubtotal: 0, shippingSubtotal: 0, deliveryFee: 0, shippingFee: 0, fees: 0, tax: 0, total: 0, count: 0 });
    });

    it('charges the 4.99 delivery fee at 34.99 and none from 35', async () => {
      expect(await totalsFor([{ priceCents: 3499, fulfillmentType: 'delivery' }])).toEqual({
        subtotal: 34.99, deliverySubtotal: 34.99, shippingSubtotal: 0, deliveryFee: 4.99, shippingFee: 0, fees: 4.99, tax: 2.8, total: 42.78, count: 1,
      });
      expect(await totalsFor([{ priceCents: 3500, fulfillmentType: 'delivery' }])).toEqual({
        subtotal: 35, deliverySubtotal: 35, shippingSubtotal: 0, deliveryFee: 0, shippingFee: 0, fees: 0, tax: 2.8, total: 37.8, count: 1,
      });
    });

    it('charges the 8.99 shipping fee at 74.99 and none from 75', async () => {
      expect(await totalsFor([{ priceCents: 7499, fulfillmentType: 'shipping' }])).toEqual({
        subtotal: 74.99, deliverySubtotal: 0, shippingSubtotal: 74.99, deliveryFee: 0, shippingFee: 8.99, fees: 8.99, tax: 6, total: 89.98, count: 1,
      });
      expect(await totalsFor([{ priceCents: 2500, fulfillmentType: 'shipping', quantity: 3 }])).toEqual({
        subtotal: 75, deliverySubtotal: 0, shippingSubtotal: 75, deliveryFee: 0, shippingFee: 0, fees: 0, tax: 6, total: 81, count: 3,
      });
    });

    it('totals mixed groups separately: free delivery from 35 while shipping still pays', async () => {
      expect(
        await totalsFor([
          { priceCents: 2000, fulfillmentType: 'delivery', quantity: 2 },
          { priceCents: 3000, fulfillmentType: 'shipping' },
        ]),
      ).toEqual({ subtotal: 70, deliverySubtotal: 40, shippingSubtotal: 30, deliveryFee: 0, shippingFee: 8.99, fees: 8.99, tax: 5.6, total: 84.59, count: 3 });
    });

    it('pays both fees when both groups are under their thresholds', async () => {
      expect(
        await totalsFor([
          { priceCents: 1000, fulfillmentType: 'shipping' },
          { priceCents: 1999, fulfillmentType: 'delivery' },
        ]),
      ).toEqual({ subtotal: 29.99, deliverySubtotal: 19.99, shippingSubtotal: 10, deliveryFee: 4.99, shippingFee: 8.99, fees: 13.98, tax: 2.4, total: 46.37, count: 2 });
    });

    it("takes the group's fee and threshold from its first line's product", async () => {
      expect(
        await totalsFor([
          { priceCents: 2000, fulfillmentType: 'delivery', fees: { deliveryFeeCents: 250, freeDeliveryMinCents: 5000 } },
          { priceCents: 2000, fulfillmentType: 'delivery', fees: { deliveryFeeCents: 999, freeDeliveryMinCents: 1000 } },
        ]),
      ).toMatchObject({ deliverySubtotal: 40, deliveryFee: 2.5, tax: 3.2, total: 45.7 });
    });
  });

  describe('concurrency', () => {
    it('counts every one of 20 parallel adds of the same product (no lost update, one line)', async () => {
      const agent = await shopper();
      const productId = await product();
      const responses = await Promise.all(Array.from({ length: 20 }, () => agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery' })));
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
      const cart = (await agent.get('/api/cart')).body;
      expect(cart).toHaveLength(1);
      expect(cart[0].quantity).toBe(20);
    });

    it('lets parallel quantity changes each land whole: the line ends at one of the values sent', async () => {
      const agent = await shopper();
      const productId = await product();
      const { body: line } = await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping' }).expect(201);
      const values = Array.from({ length: 15 }, (_, i) => i + 2);
      const responses = await Promise.all(values.map((quantity) => agent.put(`/api/cart/${line.id}`).send({ quantity })));
      expect(responses.every((response) => response.status === 200)).toBe(true);
      const [row] = await app.query<{ quantity: number }>('select quantity from cart_items where id = $1', [line.id]);
      expect(values).toContain(row.quantity);
    });

    it('never lets parallel adds past 99: the ones that fit land, the rest are refused', async () => {
      const agent = await shopper();
      const productId = await product();
      await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: 90 }).expect(201);
      const responses = await Promise.all(Array.from({ length: 12 }, () => agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery' })));
      expect(responses.filter((response) => response.status === 201)).toHaveLength(9);
      expect(responses.filter((response) => response.status === 400)).toHaveLength(3);
      expect((await agent.get('/api/cart')).body[0].quantity).toBe(99);
    });
  });
});
