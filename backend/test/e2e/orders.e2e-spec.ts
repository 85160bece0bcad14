import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Orders (e2e)', () => {
  let app: TestApp;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  it('answers 401 when signed out', async () => {
    await app.http().get('/api/orders').expect(401);
    await app.http().get('/api/orders/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e').expect(401);
  });

  it("lists the shopper's own orders newest first with items, and reads one", async () => {
    const { agent } = await app.registerAndSignIn('history');
    const gin = await createProduct(app, brandId, { name: 'History Gin', priceCents: 2500 });
    const rum = await createProduct(app, brandId, { name: 'History Rum', priceCents: 4000 });
    expect((await agent.get('/api/orders').expect(200)).body).toEqual([]);

    const single = await agent.post('/api/checkout').send({ productId: gin, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    await agent.post('/api/cart').send({ productId: rum, fulfillmentType: 'shipping', quantity: 2 }).expect(201);
    const cart = await agent.post('/api/checkout/cart').send({ shippingInfo: shippingInfo({ city: 'Los Angeles' }), paymentInfo: ACCEPTED_CARD }).expect(201);

    const orders = (await agent.get('/api/orders').expect(200)).body;
    expect(orders.map((order: { id: string }) => order.id)).toEqual([cart.body.orders[0].id, single.body.orders[0].id]);
    expect(orders[0]).toEqual({
      id: cart.body.orders[0].id,
      orderNumber: cart.body.alcpaySessionId.slice(-8),
      status: 'paid',
      fulfillmentType: 'shipping',
      subtotal: 80,
      deliveryFee: 0,
      tax: 6.4,
      total: 86.4,
      estimatedDelivery: cart.body.orders[0].estimatedDelivery,
      deliveryAddress: shippingInfo({ city: 'Los Angeles' }),
      paymentIntentId: cart.body.alcpaySessionId,
      creatorId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      items: [{ id: expect.any(String), productId: rum, productName: 'History Rum', image: expect.stringContaining(rum), quantity: 2, price: 40 }],
      shipments: [
        {
          id: expect.any(String),
          brandName: expect.any(String),
          status: 'pending',
          fulfillmentType: 'shipping',
          itemIds: [orders[0].items[0].id],
          carrier: null,
          trackingNumber: null,
          trackingUrl: null,
          refunded: 0,
          refundReason: null,
          refusalReason: null,
          timeline: [{ status: 'pending', at: expect.any(String), reason: null }],
        },
      ],
    });

    const one = await agent.get(`/api/orders/${single.body.orders[0].id}`).expect(200);
    expect(one.body).toMatchObject({ id: single.body.orders[0].id, fulfillmentType: 'delivery', subtotal: 25, deliveryFee: 4.99, tax: 2, total: 31.99, items: [{ productName: 'History Gin', quantity: 1, price: 25 }] });
    expect((await agent.get('/api/orders?limit=1').expect(200)).body).toHaveLength(1);
  });

  it("keeps the price and name paid even after the catalog changes", async () => {
    const { agent } = await app.registerAndSignIn('snapshot');
    const productId = await createProduct(app, brandId, { name: 'Before Rename', priceCents: 3000 });
    const { body } = await agent.post('/api/checkout').send({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    await app.query("update products set name = 'After Rename', price_cents = 9900 where id = $1", [productId]);
    const order = (await agent.get(`/api/orders/${body.orders[0].id}`).expect(200)).body;
    expect(order.items[0]).toMatchObject({ productName: 'Before Rename', price: 30 });
  });

  it("answers 404 for another shopper's order, 400 for a malformed id or limit", async () => {
    const owner = await app.registerAndSignIn('owner');
    const stranger = await app.registerAndSignIn('stranger');
    const productId = await createProduct(app, brandId);
    const { body } = await owner.agent.post('/api/checkout').send({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    const response = await stranger.agent.get(`/api/orders/${body.orders[0].id}`).expect(404);
    expect(response.body).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    expect((await stranger.agent.get('/api/orders').expect(200)).body).toEqual([]);
    await owner.agent.get('/api/orders/not-an-id').expect(400);
    await owner.agent.get('/api/orders?limit=0').expect(400);
    await owner.agent.get('/api/orders?limit=101').expect(400);
    await owner.agent.get('/api/orders?limit=abc').expect(400);
  });
});
