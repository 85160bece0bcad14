import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createBrand, createCreator, createProduct, createUser } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Brand dashboard figures, products and profile (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

  async function newBrand() {
    const id = randomBytes(3).toString('hex');
    const body = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}`, description: 'Rye people.' };
    const registered = (await app.http().post('/api/auth/register-brand').send(body).expect(201)).body;
    const agent = request.agent(app.app.getHttpServer());
    await agent.post('/api/login').send({ username: body.username, password: body.password }).expect(200);
    return { agent, brandId: registered.brand.id as string, name: body.brandName };
  }

  async function order(status: string, createdAt: string, lines: { productId: string; quantity: number; priceCents: number }[]): Promise<{ orderId: string; itemIds: string[] }> {
    const orderId = randomUUID();
    const shopper = await createUser(app);
    const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);
    await app.query(
      `insert into orders (id, user_id, status, fulfillment_type, subtotal_cents, tax_cents, total_cents, created_at) values ($1, $2, $3, 'shipping', $4, 0, $4, $5)`,
      [orderId, shopper, status, subtotal, createdAt],
    );
    const itemIds: string[] = [];
    for (const line of lines) {
      const itemId = randomUUID();
      itemIds.push(itemId);
      await app.query(`insert into order_items (id, order_id, product_id, product_name, quantity, price_cents) values ($1, $2, $3, 'Line', $4, $5)`, [itemId, orderId, line.productId, line.quantity, line.priceCents]);
    }
    return { orderId, itemIds };
  }

  async function commission(creatorId: string, productId: string, placed: { orderId: string; itemIds: string[] }, gmvCents: number, status: string, createdAt: string) {
    await app.query(
      `insert into commission_entries (order_id, order_item_id, product_id, product_name, creator_id, shopper_id, attribution_rule, gmv_cents, rate_percent, tier, amount_cents, status, payable_at, created_at)
       values ($1, $2, $3, 'Line', $4, $5, 'last_click', $6, 5, 'level1_curator', $7, $8, now(), $9)`,
      [placed.orderId, placed.itemIds[0], productId, creatorId, randomUUID(), gmvCents, Math.round(gmvCents / 20), status, createdAt],
    );
  }

  it('gives exact revenue, orders, average order, conversion, ROAS and partnerships for the window and the one before', async () => {
    const brand = await newBrand();
    const rye = await createProduct(app, brand.brandId, { name: 'Rye', priceCents: 4500 });
    const otherBrandProduct = await createProduct(app, await createBrand(app), { priceCents: 1000 });
    const creatorUser = await app.registerAndSignIn('creator');
    const creator = await createCreator(app, { userId: creatorUser.user.id });

    const first = await order('paid', daysAgo(2), [
      { productId: rye, quantity: 2, priceCents: 4500 },
      { productId: otherBrandProduct, quantity: 1, priceCents: 1000 },
    ]);
    await order('delivered', daysAgo(5), [{ productId: rye, quantity: 1, priceCents: 4500 }]);
    const refunded = await order('refunded', daysAgo(3), [{ productId: rye, quantity: 1, priceCents: 4500 }]);
    await order('pending', daysAgo(1), [{ productId: rye, quantity: 3, priceCents: 4500 }]);
    await order('paid', daysAgo(40), [{ productId: rye, quantity: 1, priceCents: 4500 }]);
    for (let i = 0; i < 8; i++) await app.query('insert into click_logs (product_id, creator_id, created_at) values ($1, $2, $3)', [rye, creator.id, daysAgo(4)]);
    await app.query('insert into click_logs (product_id, creator_id, created_at) values ($1, $2, $3)', [otherBrandProduct, creator.id, daysAgo(4)]);
    await commission(creator.id, rye, first, 9000, 'pending', daysAgo(2));
    await commission(creator.id, rye, refunded, 4500, 'reversed', daysAgo(3));

    const empty = (await brand.agent.get('/api/brands/metrics').expect(200)).body;
    expect(empty.window).toMatchObject({ partnerships: 0, roas: null });

    const gift = (await brand.agent
      .post('/api/brands/gifts')
      .send({ campaignId: 'default', recipientId: creator.id, productId: rye, message: 'Enjoy', value: 30, expiresAt: new Date(Date.now() + 86_400_000).toISOString() })
      .expect(201)).body;
    await creatorUser.agent.post(`/api/user/partnerships/${gift.id}/accept`).expect(200);

    const metrics = (await brand.agent.get('/api/brands/metrics?days=30').expect(200)).body;
    expect(metrics).toEqual({
      brandId: brand.brandId,
      days: 30,
      window: { from: expect.any(String), to: expect.any(String), partnerships: 1, revenue: 135, orders: 2, averageOrderValue: 67.5, conversionRate: 25, roas: 3 },
      previous: { from: expect.any(String), to: expect.any(String), partnerships: 0, revenue: 45, orders: 1, averageOrderValue: 45, conversionRate: 0, roas: null },
    });
    expect(new Date(metrics.window.to).getTime() - new Date(metrics.window.from).getTime()).toBe(30 * 86_400_000);
    expect(metrics.previous.to).toBe(metrics.window.from);

    const analytics = (await brand.agent.get('/api/brands/analytics?days=30').expect(200)).body;
    expect(analytics.days).toBe(30);
    expect(analytics.daily.map((day: { revenue: number; orders: number }) => [day.revenue, day.orders])).toEqual([
      [45, 1],
      [90, 1],
    ]);
    expect(analytics.topProducts).toEqual([{ productId: rye, name: 'Line', revenue: 135, orders: 2 }]);
    expect(analytics.topCreators).toEqual([{ creatorId: creator.id, handle: creator.handle, attributedRevenue: 90, orders: 1 }]);

    const admin = await app.signIn('admin');
    expect((await admin.get(`/api/brands/metrics?brandId=${brand.brandId}`).expect(200)).body.window.revenue).toBe(135);
    expect((await brand.agent.get('/api/brands/metrics?days=0').expect(400)).body.message).toContain('days must be a whole number from 1 to 365');
    expect((await (await app.signIn('shopper')).get('/api/brands/metrics').expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await app.http().get('/api/brands/metrics').expect(401)).body.code).toBe('NOT_SIGNED_IN');
  });

  it("lists the brand's own products and reads its profile", async () => {
    const brand = await newBrand();
    const rye = await createProduct(app, brand.brandId, { name: 'Rye', priceCents: 4500, categories: ['whiskey'] });
    await createProduct(app, await createBrand(app));
    expect((await brand.agent.get('/api/brands/products').expect(200)).body).toEqual([{ id: rye, name: 'Rye', image: expect.any(String), price: 45, categories: ['whiskey'], available: true }]);
    expect((await brand.agent.get('/api/brands/profile').expect(200)).body).toEqual({ id: brand.brandId, name: brand.name, website: null, description: 'Rye people.', logo: null });
    const demo = await app.signIn('brand');
    expect((await demo.get('/api/brands/profile').expect(200)).body.name).toBe('Ember & Oak Distilling');
    expect((await demo.get('/api/brands/products').expect(200)).body.length).toBeGreaterThan(0);
    expect((await (await app.signIn('curator')).get('/api/brands/products').expect(403)).body.code).toBe('ROLE_REQUIRED');
  });
});
