import { ACCEPTED_CARD, countRows, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Checkout attribution and commission (e2e)', () => {
  let app: TestApp;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  const creatorWithTier = async (tier: 'user' | 'level1_curator' | 'level2_curator' | 'platinum_curator') => {
    const { user } = await app.registerAndSignIn('creator');
    // Tiers are commissions' (commission_accounts), kept per account id.
    await app.query('insert into commission_accounts (user_id, tier) values ($1, $2) on conflict (user_id) do update set tier = excluded.tier', [user.id, tier]);
    const creator = await createCreator(app, { userId: user.id });
    return { userId: user.id, ...creator };
  };
  const salesOf = async (userId: string) =>
    Number((await app.query<{ cents: string }>('select coalesce((select total_sales_generated_cents from commission_accounts where user_id = $1), 0) as cents', [userId]))[0].cents);
  const body = (productId: string, creatorId?: string) => ({ productId, creatorId, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD });

  it.each([
    ['user', 0],
    ['level1_curator', 500],
    ['level2_curator', 700],
    ['platinum_curator', 1000],
  ] as const)("credits a %s creator named at checkout with %i cents on a $100 order and grows the owner's sales", async (tier, commissionCents) => {
    const creator = await creatorWithTier(tier);
    const { agent } = await app.registerAndSignIn('fan');
    const productId = await createProduct(app, brandId, { priceCents: 10000 });
    const response = await agent.post('/api/checkout').send(body(productId, creator.id)).expect(201);
    const [order] = response.body.orders;

    expect(await app.query('select creator_id from orders where id = $1', [order.id])).toEqual([{ creator_id: creator.id }]);
    expect(await app.query('select creator_id, product_id, gmv_cents, commission_cents, status from order_attribution where order_id = $1', [order.id])).toEqual([
      { creator_id: creator.id, product_id: productId, gmv_cents: 10000, commission_cents: commissionCents, status: 'pending' },
    ]);
    expect(await salesOf(creator.userId)).toBe(10000);
  });

  it('credits a creator page without an account at 0 % and changes no user', async () => {
    const creator = await createCreator(app);
    const { agent } = await app.registerAndSignIn('fan');
    const productId = await createProduct(app, brandId, { priceCents: 5000 });
    const { body: result } = await agent.post('/api/checkout').send(body(productId, creator.id)).expect(201);
    expect(await app.query('select gmv_cents, commission_cents from order_attribution where order_id = $1', [result.orders[0].id])).toEqual([{ gmv_cents: 5000, commission_cents: 0 }]);
  });

  it('attributes a cart checkout to the creator of the latest link click within 30 days, per order', async () => {
    const older = await creatorWithTier('level2_curator');
    const latest = await creatorWithTier('level1_curator');
    const { agent, user } = await app.registerAndSignIn('clicker');
    const delivery = await createProduct(app, brandId, { priceCents: 2000 });
    const shipping = await createProduct(app, brandId, { priceCents: 3000 });

    await agent.post('/api/clicks').send({ utmSource: older.id, productId: delivery }).expect(201);
    await app.query("update click_logs set created_at = now() - interval '2 days' where creator_id = $1", [older.id]);
    const click = await agent.post('/api/clicks').set('User-Agent', 'RoundsTest/1.0').send({ utmSource: latest.id, productId: shipping, utmMedium: 'creator_page' }).expect(201);
    expect(click.body).toEqual({ creatorId: latest.id, attributesPurchases: true, recorded: true });
    expect(await app.query('select user_id, product_id, utm_params, user_agent from click_logs where creator_id = $1', [latest.id])).toEqual([
      { user_id: user.id, product_id: shipping, utm_params: { utm_source: latest.id, utm_medium: 'creator_page' }, user_agent: 'RoundsTest/1.0' },
    ]);
    const [{ ip_address: ipAddress }] = await app.query<{ ip_address: string }>('select ip_address from click_logs where creator_id = $1', [latest.id]);
    expect(ipAddress).toMatch(/127\.0\.0\.1|::1/);

    await agent.post('/api/cart').send({ productId: delivery, fulfillmentType: 'delivery', quantity: 2 }).expect(201);
    await agent.post('/api/cart').send({ productId: shipping, fulfillmentType: 'shipping' }).expect(201);
    const { body: result } = await agent.post('/api/checkout/cart').send({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);

    const rows = await app.query<{ order_id: string; creator_id: string; gmv_cents: number; commission_cents: number }>(
      'select order_id, creator_id, gmv_cents, commission_cents from order_attribution where order_id = any($1) order by gmv_cents',
      [result.orders.map((order: { id: string }) => order.id)],
    );
    expect(rows.map(({ creator_id, gmv_cents, commission_cents }) => ({ creator_id, gmv_cents, commission_cents }))).toEqual([
      { creator_id: latest.id, gmv_cents: 3000, commission_cents: 150 },
      { creator_id: latest.id, gmv_cents: 4000, commission_cents: 200 },
    ]);
    expect(await salesOf(latest.userId)).toBe(7000);
    expect(await salesOf(older.userId)).toBe(0);
  });

  it('prefers the creator named at checkout over a click', async () => {
    const clicked = await creatorWithTier('level1_curator');
    const named = await creatorWithTier('level1_curator');
    const { agent } = await app.registerAndSignIn('both');
    const productId = await createProduct(app, brandId, { priceCents: 2000 });
    await agent.post('/api/clicks').send({ utmSource: clicked.id }).expect(201);
    const { body: result } = await agent.post('/api/checkout').send(body(productId, named.id)).expect(201);
    expect(await app.query('select creator_id from order_attribution where order_id = $1', [result.orders[0].id])).toEqual([{ creator_id: named.id }]);
  });

  it('does not attribute a click older than 30 days, a signed-out click, or a creator buying through their own link', async () => {
    const creator = await creatorWithTier('platinum_curator');
    const productId = await createProduct(app, brandId, { priceCents: 2000 });

    const { agent: late } = await app.registerAndSignIn('late');
    await late.post('/api/clicks').send({ utmSource: creator.id }).expect(201);
    await app.query("update click_logs set created_at = now() - interval '31 days' where creator_id = $1", [creator.id]);
    await late.post('/api/checkout').send(body(productId)).expect(201);

    const anonymous = await app.http().post('/api/clicks').send({ utmSource: creator.id, productId }).expect(201);
    expect(anonymous.body).toEqual({ creatorId: creator.id, attributesPurchases: false, recorded: true });
    expect(await countRows(app, 'orders', 'creator_id = $1', [creator.id])).toBe(0);

    const own = await app.signIn((await app.query<{ username: string }>('select username from users where id = $1', [creator.userId]))[0].username, 'correct-horse-battery');
    await own.post('/api/checkout').send(body(productId, creator.id)).expect(201);

    expect(await countRows(app, 'order_attribution', 'creator_id = $1', [creator.id])).toBe(0);
    expect(await salesOf(creator.userId)).toBe(0);
  });

  it("finds the creator of a click by id, utm code, handle or owner's username, and answers an unknown source without crediting anyone", async () => {
    const creator = await creatorWithTier('level1_curator');
    const [{ username }] = await app.query<{ username: string }>('select username from users where id = $1', [creator.userId]);
    for (const utmSource of [creator.id, creator.utmCode, creator.handle.toUpperCase(), username]) {
      expect((await app.http().post('/api/clicks').send({ utmSource }).expect(201)).body.creatorId).toBe(creator.id);
    }
    const unknown = await app.http().post('/api/clicks').send({ utmSource: 'nobody_here' }).expect(201);
    expect(unknown.body).toEqual({ creatorId: null, attributesPurchases: false, recorded: false });
    await app.http().post('/api/clicks').send({}).expect(400);
    await app.http().post('/api/clicks').send({ utmSource: creator.id, productId: 'nope' }).expect(400);
    await app.http().post('/api/clicks').send({ utmSource: creator.id, productId: '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e' }).expect(404);
  });

  it('writes no attribution and no sales when the card is declined', async () => {
    const creator = await creatorWithTier('level1_curator');
    const { agent } = await app.registerAndSignIn('declined');
    const productId = await createProduct(app, brandId, { priceCents: 2000 });
    await agent.post('/api/checkout').send({ ...body(productId, creator.id), paymentInfo: { method: 'card', last4: '0002' } }).expect(402);
    expect(await countRows(app, 'order_attribution', 'creator_id = $1', [creator.id])).toBe(0);
    expect(await salesOf(creator.userId)).toBe(0);
  });
});
