import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, countRows, createBrand, createProduct, DECLINED_CARD, ProductFixture, shippingInfo, paymentSessionsOf } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Checkout (e2e)', () => {
  let app: TestApp;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  const product = (fixture: ProductFixture = {}) => createProduct(app, brandId, fixture);
  const shopper = async () => app.registerAndSignIn('buyer');
  const chargesOf = async (shopperId: string) => (await paymentSessionsOf(app, shopperId)).filter((session) => session.status === 'authorized');
  const checkoutBody = (productId: string, overrides: Record<string, unknown> = {}) => ({
    productId,
    fulfillmentType: 'delivery',
    shippingInfo: shippingInfo(),
    paymentInfo: ACCEPTED_CARD,
    ...overrides,
  });

  it('answers 401 to both checkout calls when signed out', async () => {
    const productId = await product();
    expect((await app.http().post('/api/checkout').send(checkoutBody(productId)).expect(401)).body.code).toBe('NOT_SIGNED_IN');
    await app.http().post('/api/checkout/cart').send({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(401);
    expect(await countRows(app, 'orders')).toBe(0);
  });

  describe('single product (POST /api/checkout)', () => {
    it('creates one paid order with its item, charges once, and answers the session id', async () => {
      const { agent, user } = await shopper();
      const productId = await product({ name: 'Juniper Lane Gin', priceCents: 3000 });
      const before = Date.now();
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, { shippingInfo: shippingInfo({ state: 'ca' }) })).expect(201);

      expect(response.body).toEqual({
        alcpaySessionId: expect.stringMatching(/^alcpay_sess_[0-9a-f]{24}$/),
        message: 'Your order has been placed and paid.',
        total: 37.39,
        orders: [
          { id: expect.any(String), orderNumber: response.body.alcpaySessionId.slice(-8), status: 'paid', fulfillmentType: 'delivery', subtotal: 30, deliveryFee: 4.99, tax: 2.4, total: 37.39, estimatedDelivery: expect.any(String) },
        ],
      });
      const eta = Date.parse(response.body.orders[0].estimatedDelivery) - before;
      expect(eta).toBeGreaterThanOrEqual(3 * 3600_000 - 1000);
      expect(eta).toBeLessThan(3 * 3600_000 + 60_000);

      const [order] = await app.query<Record<string, unknown>>('select * from orders where user_id = $1', [user.id]);
      expect(order).toMatchObject({
        status: 'paid',
        fulfillment_type: 'delivery',
        subtotal_cents: 3000,
        delivery_fee_cents: 499,
        tax_cents: 240,
        total_cents: 3739,
        payment_intent_id: response.body.alcpaySessionId,
        creator_id: null,
        delivery_address: shippingInfo({ state: 'CA' }),
      });
      const items = await app.query('select product_id, product_name, quantity, price_cents from order_items where order_id = $1', [order.id]);
      expect(items).toEqual([{ product_id: productId, product_name: 'Juniper Lane Gin', quantity: 1, price_cents: 3000 }]);
      expect(await chargesOf(user.id)).toEqual([expect.objectContaining({ id: response.body.alcpaySessionId, amountCents: 3739 })]);
    });

    it('estimates shipping at now + 3 days and charges the shipping fee', async () => {
      const { agent } = await shopper();
      const productId = await product({ priceCents: 5000, markets: ['CA', 'IL'] });
      const before = Date.now();
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, { fulfillmentType: 'shipping', shippingInfo: shippingInfo({ state: 'IL' }) })).expect(201);
      expect(response.body.orders[0]).toMatchObject({ fulfillmentType: 'shipping', subtotal: 50, deliveryFee: 8.99, tax: 4, total: 62.99 });
      const eta = Date.parse(response.body.orders[0].estimatedDelivery) - before;
      expect(eta).toBeGreaterThanOrEqual(72 * 3600_000 - 1000);
      expect(eta).toBeLessThan(72 * 3600_000 + 60_000);
    });

    it.each([
      ['delivery', 3499, { subtotal: 34.99, deliveryFee: 4.99, tax: 2.8, total: 42.78 }],
      ['delivery', 3500, { subtotal: 35, deliveryFee: 0, tax: 2.8, total: 37.8 }],
      ['shipping', 7499, { subtotal: 74.99, deliveryFee: 8.99, tax: 6, total: 89.98 }],
      ['shipping', 7500, { subtotal: 75, deliveryFee: 0, tax: 6, total: 81 }],
    ])('prices a %s purchase at %i cents on the server: %j', async (fulfillmentType, priceCents, expected) => {
      const { agent } = await shopper();
      const productId = await product({ priceCents });
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, { fulfillmentType })).expect(201);
      expect(response.body.orders[0]).toMatchObject(expected);
      expect(response.body.total).toBe(expected.total);
    });

    it("uses the product's own fee and free-from threshold", async () => {
      const { agent } = await shopper();
      const productId = await product({ priceCents: 4000, deliveryFeeCents: 299, freeDeliveryMinCents: 5000 });
      const response = await agent.post('/api/checkout').send(checkoutBody(productId)).expect(201);
      expect(response.body.orders[0]).toMatchObject({ subtotal: 40, deliveryFee: 2.99, tax: 3.2, total: 46.19 });
    });

    it('ignores any price the browser sends: unknown fields are refused', async () => {
      const { agent } = await shopper();
      const productId = await product();
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, { total: 0.01 })).expect(400);
      expect(response.body.message).toBe('total is not an accepted field');
    });
  });

  describe('quote (POST /api/checkout/quote)', () => {
    it('answers what the checkout then charges, writes nothing and charges nothing', async () => {
      const { agent, user } = await shopper();
      const productId = await product({ priceCents: 4250, freeDeliveryMinCents: 7500, freeShippingMinCents: 7500 });
      const quote = await agent.post('/api/checkout/quote').send({ productId, fulfillmentType: 'delivery', shippingInfo: { state: 'ca' } }).expect(200);
      expect(quote.body).toEqual({ fulfillmentType: 'delivery', subtotal: 42.5, deliveryFee: 4.99, tax: 3.4, total: 50.89 });
      expect(await agent.post('/api/checkout/quote').send({ productId, fulfillmentType: 'shipping' }).expect(200)).toMatchObject({ body: { deliveryFee: 8.99, total: 54.89 } });
      expect((await app.query('select id from orders where user_id = $1', [user.id])).length).toBe(0);
      expect(await chargesOf(user.id)).toEqual([]);

      const placed = await agent.post('/api/checkout').send(checkoutBody(productId)).expect(201);
      expect(placed.body.orders[0]).toMatchObject({ subtotal: quote.body.subtotal, deliveryFee: quote.body.deliveryFee, tax: quote.body.tax, total: quote.body.total });
    });

    it('refuses what checkout refuses: unknown product 404, a state it cannot reach 400, bad fields 400, signed out 401', async () => {
      const { agent } = await shopper();
      const productId = await product({ deliveryAvailable: false });
      await agent.post('/api/checkout/quote').send({ productId: '6f1c7f5e-0d7e-4a47-9d1e-2f3a4b5c6d7e', fulfillmentType: 'delivery' }).expect(404);
      expect((await agent.post('/api/checkout/quote').send({ productId, fulfillmentType: 'delivery', shippingInfo: { state: 'CA' } }).expect(400)).body.message).toMatch(/not available for delivery/);
      await agent.post('/api/checkout/quote').send({ productId, fulfillmentType: 'teleport' }).expect(400);
      await app.http().post('/api/checkout/quote').send({ productId, fulfillmentType: 'shipping' }).expect(401);
    });
  });

  describe('refusals leave no order and no charge', () => {
    let agent: TestAgent;
    let userId: string;
    let productId: string;

    beforeAll(async () => {
      ({ agent, user: { id: userId } } = await shopper());
      productId = await product({ name: 'Ember Rye', markets: ['CA', 'NY', 'TX'] });
    });
    afterEach(async () => {
      expect(await countRows(app, 'orders', 'user_id = $1', [userId])).toBe(0);
      expect(await paymentSessionsOf(app, userId)).toEqual([]);
    });

    const shippingFields = ['firstName', 'lastName', 'email', 'phone', 'street', 'city', 'state', 'zipCode'] as const;
    it.each(shippingFields)('refuses a missing shippingInfo.%s with 400', async (field) => {
      const info: Record<string, string> = shippingInfo();
      delete info[field];
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, { shippingInfo: info })).expect(400);
      expect(response.body.message).toBe(`shippingInfo.${field} is required`);
    });

    it.each(shippingFields)('refuses a blank shippingInfo.%s with 400', async (field) => {
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, { shippingInfo: shippingInfo({ [field]: '   ' }) })).expect(400);
      expect(response.body.message).toBe(`shippingInfo.${field} is required`);
    });

    it.each([
      [{ shippingInfo: undefined }, 'shippingInfo is required'],
      [{ paymentInfo: undefined }, 'paymentInfo is required'],
      [{ paymentInfo: { method: 'card' } }, 'paymentInfo.last4 is required'],
      [{ paymentInfo: { last4: '4242' } }, 'paymentInfo.method is required'],
      [{ paymentInfo: { method: 'paypal', last4: '4242' } }, "paymentInfo.method must be 'card'"],
      [{ paymentInfo: { method: 'card', last4: '42' } }, 'paymentInfo.last4 must be the last 4 digits of the card'],
      [{ shippingInfo: shippingInfo({ email: 'maya-at-example' }) }, 'shippingInfo.email must be a valid e-mail address'],
      [{ shippingInfo: shippingInfo({ state: 'C' }) }, 'shippingInfo.state must be a two-letter state code such as CA'],
      [{ shippingInfo: shippingInfo({ state: 'CAL' }) }, 'shippingInfo.state must be a two-letter state code such as CA'],
      [{ shippingInfo: shippingInfo({ state: '12' }) }, 'shippingInfo.state must be a two-letter state code such as CA'],
      [{ shippingInfo: shippingInfo({ zipCode: 'ABCDE' }) }, 'shippingInfo.zipCode must be a 5-digit ZIP code such as 94105 (or ZIP+4)'],
      [{ shippingInfo: shippingInfo({ phone: 'call me' }) }, 'shippingInfo.phone must be a phone number such as (415) 555-0134'],
      [{ productId: undefined }, 'productId is required'],
      [{ fulfillmentType: 'pickup' }, 'fulfillmentType must be one of delivery, shipping'],
      [{ creatorId: 'mayapours' }, 'creatorId must be a creator id (a UUID)'],
    ])('refuses %j with 400', async (overrides, message) => {
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, overrides)).expect(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });

    it.each([
      ['delivery', 'IL', 'DELIVERY_STATE_NOT_SERVED', 'Same-day delivery does not reach IL; it is available in CA, NY, TX, FL, WA, OR, NV and CO. Choose shipping or an address in one of those states.'],
      ['delivery', 'UT', 'STATE_ALCOHOL_RESTRICTED', 'Alcohol cannot be sold to UT. Please use an address in another state.'],
      ['shipping', 'MS', 'STATE_ALCOHOL_RESTRICTED', 'Alcohol cannot be sold to MS. Please use an address in another state.'],
      ['shipping', 'AL', 'STATE_ALCOHOL_RESTRICTED', 'Alcohol cannot be sold to AL. Please use an address in another state.'],
      ['shipping', 'FL', 'SHIPPING_STATE_NOT_IN_MARKETS', 'Ember Rye cannot be shipped to FL; it ships only to CA, NY and TX. Please use an address in one of those states or remove it from your order.'],
      ['shipping', 'ZZ', 'UNKNOWN_STATE', "'ZZ' is not a US state code. Enter the two-letter code of your state, such as CA."],
    ])('refuses %s to %s with 400 %s', async (fulfillmentType, state, code, message) => {
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, { fulfillmentType, shippingInfo: shippingInfo({ state }) })).expect(400);
      expect(response.body).toEqual({ statusCode: 400, code, message });
    });

    it('refuses an unavailable product and an unavailable fulfillment type', async () => {
      const soldOut = await product({ name: 'Sold Out Gin', available: false });
      const shipOnly = await product({ name: 'Ship Only Mezcal', deliveryAvailable: false });
      expect((await agent.post('/api/checkout').send(checkoutBody(soldOut)).expect(400)).body.code).toBe('PRODUCT_UNAVAILABLE');
      const response = await agent.post('/api/checkout').send(checkoutBody(shipOnly)).expect(400);
      expect(response.body).toMatchObject({ code: 'FULFILLMENT_TYPE_UNAVAILABLE', message: 'Ship Only Mezcal is not available for delivery. Please choose shipping instead.' });
    });

    it('refuses an unknown product or creator with 404', async () => {
      const unknown = '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
      expect((await agent.post('/api/checkout').send(checkoutBody(unknown)).expect(404)).body.code).toBe('PRODUCT_NOT_FOUND');
      expect((await agent.post('/api/checkout').send(checkoutBody(productId, { creatorId: unknown })).expect(404)).body.code).toBe('CREATOR_NOT_FOUND');
    });

    it('declines the card ending 0002 with 402 and keeps no order', async () => {
      const response = await agent.post('/api/checkout').send(checkoutBody(productId, { paymentInfo: DECLINED_CARD })).expect(402);
      expect(response.body).toEqual({ statusCode: 402, code: 'CARD_DECLINED', message: 'Your card was declined.' });
      // The provider saw a declined attempt, which is not a charge; afterEach checks no session at all for
      // this shopper, so count and clear it here.
      const attempts = await paymentSessionsOf(app, userId);
      expect(attempts.map((session) => session.status)).toEqual(['declined']);
      await app.query('delete from sandbox_payment_sessions where id = $1', [attempts[0].id]);
    });
  });

  it('never accepts, stores or logs a card number or CVV', async () => {
    const { agent, user } = await shopper();
    const productId = await product();
    const written: string[] = [];
    const capture = (stream: NodeJS.WriteStream) => {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
        written.push(String(chunk));
        return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof stream.write;
      return () => (stream.write = original);
    };
    const restoreOut = capture(process.stdout);
    const restoreErr = capture(process.stderr);
    try {
      const response = await agent
        .post('/api/checkout')
        .send(checkoutBody(productId, { paymentInfo: { method: 'card', last4: '4242', cardNumber: '4242424242424242', cvv: '987', nameOnCard: 'Maya Lopez', expiryDate: '12/29' } }))
        .expect(400);
      expect(response.body.message).toBe(
        'paymentInfo.cardNumber is not an accepted field; paymentInfo.cvv is not an accepted field; paymentInfo.nameOnCard is not an accepted field; paymentInfo.expiryDate is not an accepted field',
      );
      expect(JSON.stringify(response.body)).not.toMatch(/4242424242424242|987/);
    } finally {
      restoreOut();
      restoreErr();
    }
    expect(written.join('')).not.toMatch(/4242424242424242/);
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(0);
    const leaks = await app.query("select 1 from orders where delivery_address::text like '%4242424242424242%' union all select 1 from idempotency_keys where response_body::text like '%4242424242424242%'");
    expect(leaks).toEqual([]);
  });

  describe('whole cart (POST /api/checkout/cart)', () => {
    const fillCart = async (agent: TestAgent, lines: { fixture: ProductFixture; fulfillmentType: 'delivery' | 'shipping'; quantity: number }[]) => {
      for (const line of lines) {
        const productId = await product(line.fixture);
        await agent.post('/api/cart').send({ productId, fulfillmentType: line.fulfillmentType, quantity: line.quantity }).expect(201);
      }
    };
    const cartBody = (overrides: Record<string, unknown> = {}) => ({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD, ...overrides });

    it('creates one order per group, charges ONE payment of the drawer total, and empties the cart', async () => {
      const { agent, user } = await shopper();
      await fillCart(agent, [
        { fixture: { name: 'Delivery A', priceCents: 2000 }, fulfillmentType: 'delivery', quantity: 2 },
        { fixture: { name: 'Shipping B', priceCents: 3000 }, fulfillmentType: 'shipping', quantity: 1 },
        { fixture: { name: 'Delivery C', priceCents: 499 }, fulfillmentType: 'delivery', quantity: 1 },
      ]);
      const drawer = (await agent.get('/api/cart/totals').expect(200)).body;
      expect(drawer).toMatchObject({ subtotal: 74.99, deliverySubtotal: 44.99, shippingSubtotal: 30, deliveryFee: 0, shippingFee: 8.99, tax: 6, total: 89.98 });

      const response = await agent.post('/api/checkout/cart').send(cartBody()).expect(201);
      expect(response.body.total).toBe(drawer.total);
      expect(response.body.orders).toEqual([
        expect.objectContaining({ status: 'paid', fulfillmentType: 'delivery', subtotal: 44.99, deliveryFee: 0, tax: 3.6, total: 48.59 }),
        expect.objectContaining({ status: 'paid', fulfillmentType: 'shipping', subtotal: 30, deliveryFee: 8.99, tax: 2.4, total: 41.39 }),
      ]);

      const orders = await app.query<{ id: string; payment_intent_id: string; total_cents: number }>('select id, payment_intent_id, total_cents from orders where user_id = $1', [user.id]);
      expect(orders).toHaveLength(2);
      expect(new Set(orders.map((order) => order.payment_intent_id))).toEqual(new Set([response.body.alcpaySessionId]));
      expect(await chargesOf(user.id)).toEqual([expect.objectContaining({ amountCents: 8998 })]);
      const items = await app.query('select product_name, quantity, price_cents from order_items where order_id = any($1) order by product_name', [orders.map((order) => order.id)]);
      expect(items).toEqual([
        { product_name: 'Delivery A', quantity: 2, price_cents: 2000 },
        { product_name: 'Delivery C', quantity: 1, price_cents: 499 },
        { product_name: 'Shipping B', quantity: 1, price_cents: 3000 },
      ]);
      expect((await agent.get('/api/cart')).body).toEqual([]);

      // Each order its own number, the same in the answer and in the order history.
      const base = response.body.alcpaySessionId.slice(-8);
      expect(response.body.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([`${base}-1`, `${base}-2`]);
      const history = (await agent.get('/api/orders').expect(200)).body as { id: string; orderNumber: string }[];
      const numberOf = new Map(history.map((order) => [order.id, order.orderNumber]));
      expect(response.body.orders.map((order: { id: string }) => numberOf.get(order.id))).toEqual([`${base}-1`, `${base}-2`]);
    });

    it('prices mixed groups at the boundaries: delivery 34.99 pays, shipping 75 is free', async () => {
      const { agent } = await shopper();
      await fillCart(agent, [
        { fixture: { priceCents: 3499 }, fulfillmentType: 'delivery', quantity: 1 },
        { fixture: { priceCents: 2500 }, fulfillmentType: 'shipping', quantity: 3 },
      ]);
      const response = await agent.post('/api/checkout/cart').send(cartBody()).expect(201);
      expect(response.body.orders).toEqual([
        expect.objectContaining({ fulfillmentType: 'delivery', subtotal: 34.99, deliveryFee: 4.99, tax: 2.8 }),
        expect.objectContaining({ fulfillmentType: 'shipping', subtotal: 75, deliveryFee: 0, tax: 6 }),
      ]);
      expect(response.body.total).toBe(34.99 + 4.99 + 75 + 8.8);
    });

    it('refuses an empty cart with 409', async () => {
      const { agent, user } = await shopper();
      const response = await agent.post('/api/checkout/cart').send(cartBody()).expect(409);
      expect(response.body).toEqual({ statusCode: 409, code: 'CART_EMPTY', message: 'Your cart is empty. Add something to your cart before checking out.' });
      expect(await chargesOf(user.id)).toEqual([]);
    });

    it('refuses the whole cart when one item cannot reach the address, keeping the cart', async () => {
      const { agent, user } = await shopper();
      await fillCart(agent, [
        { fixture: { name: 'Fine Anywhere', priceCents: 2000 }, fulfillmentType: 'shipping', quantity: 1 },
        { fixture: { name: 'Local Only', priceCents: 2000 }, fulfillmentType: 'delivery', quantity: 1 },
      ]);
      const response = await agent.post('/api/checkout/cart').send(cartBody({ shippingInfo: shippingInfo({ state: 'IL' }) })).expect(400);
      expect(response.body.code).toBe('DELIVERY_STATE_NOT_SERVED');
      expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(0);
      expect(await chargesOf(user.id)).toEqual([]);
      expect((await agent.get('/api/cart')).body).toHaveLength(2);
    });

    it('refuses an item that became unavailable after it was added', async () => {
      const { agent } = await shopper();
      const productId = await product({ name: 'Gone Bourbon' });
      await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery' }).expect(201);
      await app.query('update products set available = false where id = $1', [productId]);
      const response = await agent.post('/api/checkout/cart').send(cartBody()).expect(400);
      expect(response.body).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', message: 'Gone Bourbon is currently unavailable. Please remove it from your order.' });
    });

    it('keeps the cart and creates no order when the card is declined', async () => {
      const { agent, user } = await shopper();
      await fillCart(agent, [{ fixture: {}, fulfillmentType: 'delivery', quantity: 2 }]);
      const response = await agent.post('/api/checkout/cart').send(cartBody({ paymentInfo: DECLINED_CARD })).expect(402);
      expect(response.body.message).toBe('Your card was declined.');
      expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(0);
      expect(await countRows(app, 'order_items', 'order_id not in (select id from orders)')).toBe(0);
      expect(await chargesOf(user.id)).toEqual([]);
      expect((await agent.get('/api/cart')).body).toEqual([expect.objectContaining({ quantity: 2 })]);
    });

    it('refuses missing shipping or payment fields exactly like the single checkout', async () => {
      const { agent } = await shopper();
      await fillCart(agent, [{ fixture: {}, fulfillmentType: 'delivery', quantity: 1 }]);
      expect((await agent.post('/api/checkout/cart').send({ paymentInfo: ACCEPTED_CARD }).expect(400)).body.message).toBe('shippingInfo is required');
      expect((await agent.post('/api/checkout/cart').send(cartBody({ paymentInfo: { method: 'card' } })).expect(400)).body.message).toBe('paymentInfo.last4 is required');
      expect((await agent.post('/api/checkout/cart').send(cartBody({ productId: 'x' })).expect(400)).body.message).toBe('productId is not an accepted field');
      expect((await agent.get('/api/cart')).body).toHaveLength(1);
    });

    it('lets only one of two racing cart checkouts charge', async () => {
      const { agent, user } = await shopper();
      await fillCart(agent, [{ fixture: { priceCents: 4000 }, fulfillmentType: 'delivery', quantity: 1 }]);
      const responses = await Promise.all([agent.post('/api/checkout/cart').send(cartBody()), agent.post('/api/checkout/cart').send(cartBody())]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(1);
      expect(await chargesOf(user.id)).toHaveLength(1);
    });
  });
});
