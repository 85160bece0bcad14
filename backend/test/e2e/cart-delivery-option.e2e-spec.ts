import { createBrand, createProduct } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** The 'Choose delivery option' dialog's call: PUT /api/cart/{cartItemId}/fulfillment. */
describe('Cart delivery option (e2e)', () => {
  let app: TestApp;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  it('switches a line offered both ways, and the server recomputes the fees and total', async () => {
    const { agent } = await app.registerAndSignIn('switcher');
    const productId = await createProduct(app, brandId, { name: 'Both Ways Rye', priceCents: 2000, deliveryFeeCents: 499, freeDeliveryMinCents: 3500, shippingFeeCents: 899, freeShippingMinCents: 7500 });
    const { body: line } = await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: 2 }).expect(201);
    expect(line.product.fulfillmentOptions).toEqual(['delivery', 'shipping']);
    // $40 of delivery: free from $35.
    expect((await agent.get('/api/cart/totals').expect(200)).body).toMatchObject({ deliverySubtotal: 40, shippingSubtotal: 0, fees: 0, total: 43.2 });

    const { body: moved } = await agent.put(`/api/cart/${line.id}/fulfillment`).send({ fulfillmentType: 'shipping' }).expect(200);
    expect(moved).toMatchObject({ id: line.id, fulfillmentType: 'shipping', quantity: 2 });
    // $40 of shipping: below $75, so $8.99.
    expect((await agent.get('/api/cart/totals').expect(200)).body).toMatchObject({ deliverySubtotal: 0, shippingSubtotal: 40, fees: 8.99, total: 52.19 });
    // Again the same way: nothing changes.
    await agent.put(`/api/cart/${line.id}/fulfillment`).send({ fulfillmentType: 'shipping' }).expect(200);
    expect((await agent.get('/api/cart').expect(200)).body).toHaveLength(1);
  });

  it('refuses a way the product is not offered, saying why, and changes nothing', async () => {
    const { agent } = await app.registerAndSignIn('oneway');
    const productId = await createProduct(app, brandId, { name: 'Ship Only Mezcal', shippingAvailable: true, deliveryAvailable: false });
    const { body: line } = await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping' }).expect(201);
    expect(line.product.fulfillmentOptions).toEqual(['shipping']);
    const refused = await agent.put(`/api/cart/${line.id}/fulfillment`).send({ fulfillmentType: 'delivery' }).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, code: 'FULFILLMENT_TYPE_UNAVAILABLE', message: 'Ship Only Mezcal is not available for same-day delivery. Add it for shipping instead.' });
    expect((await agent.get('/api/cart').expect(200)).body[0]).toMatchObject({ id: line.id, fulfillmentType: 'shipping' });
  });

  it('joins the line already holding the product that way, within the 99 limit', async () => {
    const { agent } = await app.registerAndSignIn('joiner');
    const productId = await createProduct(app, brandId);
    const { body: delivery } = await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: 3 }).expect(201);
    const { body: shipping } = await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping', quantity: 2 }).expect(201);
    const { body: joined } = await agent.put(`/api/cart/${delivery.id}/fulfillment`).send({ fulfillmentType: 'shipping' }).expect(200);
    expect(joined).toMatchObject({ id: shipping.id, fulfillmentType: 'shipping', quantity: 5 });
    expect((await agent.get('/api/cart').expect(200)).body.map((item: { id: string }) => item.id)).toEqual([shipping.id]);

    const { body: more } = await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: 95 }).expect(201);
    const tooMany = await agent.put(`/api/cart/${more.id}/fulfillment`).send({ fulfillmentType: 'shipping' }).expect(400);
    expect(tooMany.body.code).toBe('INVALID_CART_QUANTITY');
    expect((await agent.get('/api/cart').expect(200)).body).toHaveLength(2);
  });

  it('ends with one line per product and way when a switch races an add of the same product that way', async () => {
    const { agent } = await app.registerAndSignIn('racer');
    const productId = await createProduct(app, brandId);
    for (let round = 0; round < 5; round++) {
      await agent.delete('/api/cart').expect(204);
      const { body: line } = await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: 2 }).expect(201);
      const [moved, added] = await Promise.all([
        agent.put(`/api/cart/${line.id}/fulfillment`).send({ fulfillmentType: 'shipping' }),
        agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping', quantity: 3 }),
      ]);
      expect([moved.status, added.status]).toEqual([200, 201]);
      expect((await agent.get('/api/cart').expect(200)).body).toEqual([expect.objectContaining({ fulfillmentType: 'shipping', quantity: 5 })]);
    }
  });

  it("answers 404 for another shopper's line and 400 for a way that does not exist", async () => {
    const { agent: owner } = await app.registerAndSignIn('owner');
    const { agent: other } = await app.registerAndSignIn('other');
    const { body: line } = await owner.post('/api/cart').send({ productId: await createProduct(app, brandId), fulfillmentType: 'delivery' }).expect(201);
    expect((await other.put(`/api/cart/${line.id}/fulfillment`).send({ fulfillmentType: 'shipping' }).expect(404)).body.code).toBe('CART_ITEM_NOT_FOUND');
    expect((await owner.put(`/api/cart/${line.id}/fulfillment`).send({ fulfillmentType: 'drone' }).expect(400)).body.message).toBe('fulfillmentType must be one of delivery, shipping');
    await owner.put(`/api/cart/${line.id}/fulfillment`).send({}).expect(400);
    await app.http().put(`/api/cart/${line.id}/fulfillment`).send({ fulfillmentType: 'shipping' }).expect(401);
  });
});
