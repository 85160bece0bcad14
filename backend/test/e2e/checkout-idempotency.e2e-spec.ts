import { randomUUID } from 'node:crypto';
import { ACCEPTED_CARD, countRows, createBrand, createProduct, DECLINED_CARD, shippingInfo, paymentSessionsOf } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Checkout Idempotency-Key (e2e)', () => {
  let app: TestApp;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  const chargesOf = async (shopperId: string) => (await paymentSessionsOf(app, shopperId)).filter((session) => session.status === 'authorized');
  const providerKeysOf = async (shopperId: string) =>
    (await app.query<{ idempotency_key: string }>('select idempotency_key from sandbox_payment_sessions where shopper_id = $1 order by created_at', [shopperId])).map((row) => row.idempotency_key);
  const body = (productId: string, overrides: Record<string, unknown> = {}) => ({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD, ...overrides });

  it('fires 50 identical checkouts with one key at once: exactly one order, one charge, 50 identical answers', async () => {
    const { agent, user } = await app.registerAndSignIn('racer');
    const productId = await createProduct(app, brandId, { priceCents: 4200 });
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 50 }, () => agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId))));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const first = responses[0].body;
    for (const response of responses) expect(response.body).toEqual(first);
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(1);
    expect(await chargesOf(user.id)).toEqual([expect.objectContaining({ id: first.alcpaySessionId })]);
    // The provider holds it under the checkout's authorization key (derived from the request, never random).
    expect(await providerKeysOf(user.id)).toEqual([expect.stringMatching(/^checkout:[0-9a-f]{40}:authorize$/)]);
  });

  it('replays the first answer for the same key and body, and creates nothing new', async () => {
    const { agent, user } = await app.registerAndSignIn('replay');
    const productId = await createProduct(app, brandId);
    const key = randomUUID();
    const first = await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId)).expect(201);
    // The same body with its keys in another order is the same request.
    const reordered = { paymentInfo: ACCEPTED_CARD, shippingInfo: shippingInfo(), fulfillmentType: 'delivery', productId };
    const second = await agent.post('/api/checkout').set('Idempotency-Key', key).send(reordered).expect(201);
    expect(second.body).toEqual(first.body);
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(1);
    expect(await chargesOf(user.id)).toHaveLength(1);
    // Without a key, the same body is a new purchase.
    await agent.post('/api/checkout').send(body(productId)).expect(201);
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(2);
  });

  it('refuses the same key with a different body with 422', async () => {
    const { agent, user } = await app.registerAndSignIn('reuse');
    const productId = await createProduct(app, brandId);
    const key = randomUUID();
    await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId)).expect(201);
    const response = await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId, { fulfillmentType: 'shipping' })).expect(422);
    expect(response.body).toEqual({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request. Use a new key for a new checkout.',
    });
    await agent.post('/api/checkout/cart').set('Idempotency-Key', key).send({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(422);
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(1);
  });

  it('keeps keys per shopper: the same key from another shopper is their own', async () => {
    const productId = await createProduct(app, brandId);
    const key = randomUUID();
    const a = await app.registerAndSignIn('keya');
    const b = await app.registerAndSignIn('keyb');
    const first = await a.agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId)).expect(201);
    const second = await b.agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId)).expect(201);
    expect(second.body.alcpaySessionId).not.toBe(first.body.alcpaySessionId);
  });

  it('forgets a key after 24 hours', async () => {
    const { agent, user } = await app.registerAndSignIn('expiry');
    const productId = await createProduct(app, brandId);
    const key = randomUUID();
    const first = await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId)).expect(201);
    const [row] = await app.query<{ hours: number }>('select extract(epoch from expires_at - created_at) / 3600 as hours from idempotency_keys where user_id = $1', [user.id]);
    expect(Number(row.hours)).toBe(24);
    await app.query("update idempotency_keys set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where user_id = $1", [user.id]);
    const later = await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId)).expect(201);
    expect(later.body.alcpaySessionId).not.toBe(first.body.alcpaySessionId);
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(2);
    // The provider answered the request's authorization key with the first checkout's hold, which pays for its order: the second holds under the next key.
    const [firstKey, laterKey] = await providerKeysOf(user.id);
    expect(laterKey).toBe(`${firstKey}:2`);
    expect(await chargesOf(user.id)).toHaveLength(2);
    expect(await countRows(app, 'idempotency_keys', 'user_id = $1', [user.id])).toBe(1);
  });

  it('does not keep a key whose request failed: fixing the card and retrying with it works', async () => {
    const { agent, user } = await app.registerAndSignIn('retry');
    const productId = await createProduct(app, brandId);
    const key = randomUUID();
    await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId, { paymentInfo: DECLINED_CARD })).expect(402);
    await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId, { paymentInfo: DECLINED_CARD })).expect(402);
    expect(await countRows(app, 'idempotency_keys', 'user_id = $1', [user.id])).toBe(0);
    await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId)).expect(201);
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(1);
  });

  it('replays a cart checkout after the cart was emptied by it', async () => {
    const { agent, user } = await app.registerAndSignIn('cartkey');
    const productId = await createProduct(app, brandId, { priceCents: 1500 });
    await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping', quantity: 2 }).expect(201);
    const key = randomUUID();
    const cartBody = { shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD };
    const responses = await Promise.all(Array.from({ length: 10 }, () => agent.post('/api/checkout/cart').set('Idempotency-Key', key).send(cartBody)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    for (const response of responses) expect(response.body).toEqual(responses[0].body);
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(1);
    expect(await chargesOf(user.id)).toHaveLength(1);
    expect((await agent.get('/api/cart')).body).toEqual([]);
  });

  it.each([['has space'], ['x'.repeat(256)], ['']])('refuses a malformed key %j with 400', async (key) => {
    const { agent, user } = await app.registerAndSignIn('badkey');
    const productId = await createProduct(app, brandId);
    const response = await agent.post('/api/checkout').set('Idempotency-Key', key).send(body(productId)).expect(400);
    expect(response.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(0);
  });
});
