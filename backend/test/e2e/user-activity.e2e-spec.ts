import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { createBrand, createCreator, createProduct } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/user/activity (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

  /** A curator account with one line of every kind, each at a known time (minutes ago in the comments). */
  async function curatorWithHistory() {
    const { agent, user } = await app.registerAndSignIn('curator');
    await app.query(`update users set role = 'creator' where id = $1`, [user.id]);
    const page = await createCreator(app, { userId: user.id });
    const followed = await createCreator(app);

    // A brand sends the curator page a gift through the API.
    const id = randomBytes(3).toString('hex');
    const brandAccount = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}` };
    const registered = (await app.http().post('/api/auth/register-brand').send(brandAccount).expect(201)).body;
    const brandAgent = request.agent(app.app.getHttpServer());
    await brandAgent.post('/api/login').send({ username: brandAccount.username, password: brandAccount.password }).expect(200);
    const giftProduct = await createProduct(app, registered.brand.id, { name: `Gift Rye ${id}` });
    const gift = (
      await brandAgent
        .post('/api/brands/gifts')
        .send({ campaignId: 'default', recipientId: page.id, productId: giftProduct, message: 'A bottle for you to try.', value: 50, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() })
        .expect(201)
    ).body;
    await app.query('update gift_offers set created_at = $2 where id = $1', [gift.id, at(10)]);

    const brandId = await createBrand(app, `Favorite Brand ${id}`);
    const productId = await createProduct(app, brandId, { name: `Favorite Bourbon ${id}` });
    const orderId = randomUUID();
    await app.query(`insert into orders (id, user_id, status, fulfillment_type, subtotal_cents, tax_cents, total_cents, created_at) values ($1, $2, 'paid', 'shipping', 8000, 400, 8400, $3)`, [orderId, user.id, at(90)]);
    const [shipment] = await app.query<{ id: string }>(`insert into shipments (order_id, brand_id, fulfillment_type, amount_cents, due_by) values ($1, $2, 'shipping', 8400, now()) returning id`, [orderId, brandId]);
    const [shipped] = await app.query<{ id: string }>(`insert into shipment_events (shipment_id, from_status, to_status, created_at) values ($1, 'packed', 'shipped', $2) returning id`, [shipment.id, at(80)]);
    const [favorite] = await app.query<{ id: string }>('insert into favorites (user_id, product_id, created_at) values ($1, $2, $3) returning id', [user.id, productId, at(70)]);
    const [brandFavorite] = await app.query<{ id: string }>('insert into brand_favorites (user_id, brand_id, created_at) values ($1, $2, $3) returning id', [user.id, brandId, at(60)]);
    const [follow] = await app.query<{ id: string }>('insert into follows (shopper_id, creator_id, created_at) values ($1, $2, $3) returning id', [user.id, followed.id, at(50)]);
    const [collection] = await app.query<{ id: string }>(`insert into collections (creator_id, name, is_public, created_at) values ($1, 'Winter pours', true, $2) returning id`, [page.id, at(40)]);
    const [commission] = await app.query<{ id: string }>(
      `insert into commission_entries (id, kind, order_id, order_item_id, product_id, product_name, creator_id, user_id, shopper_id, attribution_rule, gmv_cents, rate_percent, tier, amount_cents, status, payable_at, created_at)
       values (gen_random_uuid(), 'commission', gen_random_uuid(), gen_random_uuid(), $2, 'Favorite Bourbon', $3, $1, gen_random_uuid(), 'last_click', 8000, 10, 'bronze', 800, 'payable', now(), $4) returning id`,
      [user.id, productId, page.id, at(30)],
    );
    const [payout] = await app.query<{ id: string }>(`insert into payouts (user_id, period, status, amount_cents, entry_count, created_at) values ($1, '2026-11', 'paid', 800, 1, $2) returning id`, [user.id, at(20)]);
    return { agent, page, followed, orderId, productId, brandId, giftProduct, ids: { gift: gift.id, shipped: shipped.id, favorite: favorite.id, brandFavorite: brandFavorite.id, follow: follow.id, collection: collection.id, commission: commission.id, payout: payout.id } };
  }

  it('lists every kind of the own activity, newest first, each linking to where it happened', async () => {
    const history = await curatorWithHistory();
    const { agent, ids } = history;
    const body = (await agent.get('/api/user/activity').expect(200)).body;
    expect(body).toMatchObject({ total: 9, page: 1, pageSize: 20 });
    expect(body.items.map((item: { kind: string; id: string; link: string }) => [item.kind, item.id, item.link])).toEqual([
      ['gift_offer', ids.gift, `/products/${history.giftProduct}`],
      ['payout', ids.payout, '/dashboard'],
      ['commission', ids.commission, '/dashboard'],
      ['collection', ids.collection, `/creator/${history.page.handle}/collections/${ids.collection}`],
      ['follow', ids.follow, `/creator/${history.followed.handle}`],
      ['brand_favorite', ids.brandFavorite, `/brand/${history.brandId}`],
      ['favorite', ids.favorite, `/products/${history.productId}`],
      ['shipment', ids.shipped, `/orders/${history.orderId}`],
      ['order', history.orderId, `/orders/${history.orderId}`],
    ]);
    const byKind = Object.fromEntries(body.items.map((item: { kind: string }) => [item.kind, item]));
    expect(byKind.order).toMatchObject({ title: 'Order placed', detail: 'paid · $84.00' });
    expect(byKind.shipment.title).toMatch(/^Shipment from Favorite Brand \w+ shipped$/);
    expect(byKind.favorite.title).toMatch(/^Favorited Favorite Bourbon /);
    expect(byKind.follow).toMatchObject({ title: `Followed Creator ${history.followed.handle}`, detail: `@${history.followed.handle}` });
    expect(byKind.collection).toMatchObject({ title: 'Created collection Winter pours', detail: 'public' });
    expect(byKind.gift_offer).toMatchObject({ title: expect.stringMatching(/^Gift offer: Gift Rye /), detail: 'pending · $50.00' });
    expect(byKind.commission).toMatchObject({ title: 'Commission earned: Favorite Bourbon', detail: 'payable · $8.00' });
    expect(byKind.payout).toMatchObject({ title: 'Payout for 2026-11', detail: 'paid · $8.00' });
    expect(Date.parse(byKind.gift_offer.occurredAt)).toBeGreaterThan(Date.parse(byKind.payout.occurredAt));
  });

  it('pages the merged feed without repeating or skipping a line', async () => {
    const { agent } = await curatorWithHistory();
    const all = (await agent.get('/api/user/activity?pageSize=50').expect(200)).body.items.map((item: { id: string }) => item.id);
    const pages = [];
    for (const page of [1, 2, 3, 4, 5]) {
      const body = (await agent.get(`/api/user/activity?page=${page}&pageSize=2`).expect(200)).body;
      expect(body).toMatchObject({ total: 9, page, pageSize: 2 });
      pages.push(...body.items.map((item: { id: string }) => item.id));
    }
    expect(pages).toEqual(all);
    expect((await agent.get('/api/user/activity?page=6&pageSize=2').expect(200)).body.items).toEqual([]);
  });

  it('shows only the own activity: another user sees none of it', async () => {
    await curatorWithHistory();
    const { agent } = await app.registerAndSignIn('quiet');
    expect((await agent.get('/api/user/activity').expect(200)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('refuses signed-out callers and bad paging', async () => {
    expect((await app.http().get('/api/user/activity').expect(401)).body.code).toBeDefined();
    const { agent } = await app.registerAndSignIn('pager');
    expect((await agent.get('/api/user/activity?page=0').expect(400)).body.message).toBe('page must be at least 1');
    expect((await agent.get('/api/user/activity?pageSize=51').expect(400)).body.message).toBe('pageSize must be at most 50');
  });
});
