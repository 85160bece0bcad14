import { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, DEMO_PASSWORD, TestApp } from '../../../test/support/test-app';
import { loadDemoCatalog } from './demo-catalog';
import { seedDemoData } from './seed-demo-data';

const { brands: demoBrands, cohorts: demoCohorts, collections: demoCollections, creators: demoCreators, endorsements: demoEndorsements, favorites: demoFavorites, follows: demoFollows, products: demoProducts } = loadDemoCatalog();

const count = async (app: TestApp, table: string) =>
  Number((await app.query<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

describe('seedDemoData on a fresh migrated database', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes the whole demo shop', async () => {
    expect(await count(app, 'brands')).toBe(demoBrands.length);
    expect(await count(app, 'products')).toBe(demoProducts.length);
    expect(await count(app, 'creators')).toBe(demoCreators.length);
    expect(await count(app, 'endorsements')).toBe(demoEndorsements.length);
    expect(await count(app, 'cohorts')).toBe(demoCohorts.length);
    expect(await count(app, 'collections')).toBe(demoCollections.length);
    expect(await count(app, 'follows')).toBe(demoFollows.length);
    expect(await count(app, 'favorites')).toBe(demoFavorites.length);
    expect(await count(app, 'brand_favorites')).toBeGreaterThanOrEqual(1);
  });

  it('holds orders in every state: the brand sees its Orders tab, the shopper a tracking timeline and a refused delivery', async () => {
    const shipmentStatuses = (await app.query<{ status: string }>('select distinct status from shipments order by status')).map((row) => row.status);
    expect(shipmentStatuses).toEqual(['cancelled', 'delivered', 'out_for_delivery', 'packed', 'pending', 'refused', 'shipped']);
    const orderStatuses = (await app.query<{ status: string }>('select distinct status from orders order by status')).map((row) => row.status);
    expect(orderStatuses).toEqual(['cancelled', 'delivered', 'paid', 'refunded', 'shipped']);

    const brand = await app.signIn('brand', DEMO_PASSWORD);
    const tab = (await brand.get('/api/brands/shipments').expect(200)).body;
    expect(tab.total).toBe(8);
    expect(tab.items[0]).toMatchObject({ status: 'pending', fulfillmentType: 'delivery', shopperName: 'Jamie Rivera' });

    const shopper = await app.signIn('shopper', DEMO_PASSWORD);
    const orders = (await shopper.get('/api/orders').expect(200)).body as { status: string; shipments: { status: string; trackingUrl: string | null; refunded: number; refundReason: string | null; timeline: { status: string; at: string }[] }[] }[];
    const tracked = orders.flatMap((order) => order.shipments).find((shipment) => shipment.status === 'shipped' && shipment.trackingUrl);
    expect(tracked?.timeline.map((step) => step.status)).toEqual(['pending', 'packed', 'shipped']);
    expect(tracked?.timeline.every((step) => new Date(step.at).getTime() <= Date.now())).toBe(true);
    const refused = orders.find((order) => order.status === 'refunded')!.shipments[0];
    expect(refused).toMatchObject({ status: 'refused', refundReason: 'underage', refunded: expect.any(Number) });
    expect(refused.refunded).toBeGreaterThan(0);

    const admin = await app.signIn('admin', DEMO_PASSWORD);
    expect((await admin.get('/api/admin/ledger/check').expect(200)).body.ok).toBe(true);
    const [sessions] = await app.query<{ captured: string; orders: string }>(
      "select sum(captured_cents) as captured, (select sum(captured_cents) from shipments) as orders from sandbox_payment_sessions",
    );
    expect(sessions.captured).toBe(sessions.orders);
  });

  it('answers a search for gin in the demo shop with the gins first, then the gin kit, never a vodka, sake or mixer before them', async () => {
    const search = async (term: string) => ((await app.http().get(`/api/products?search=${encodeURIComponent(term)}&limit=50`).expect(200)).body as { name: string }[]).map((product) => product.name);
    const gin = await search('gin');
    expect(gin.slice(0, 3).sort()).toEqual(['Juniper Lane Botanical Garden Gin', 'Juniper Lane London Dry Gin', 'Juniper Lane Navy Strength']);
    expect(gin[3]).toBe('Juniper Lane Gin & Tonic Kit');
    expect(gin.slice(4)).toEqual(expect.arrayContaining(['North Birch Original Vodka', 'Kura Minato Junmai Ginjo', 'Fizz Theory Fiery Ginger Beer']));
    expect((await search('rye')).slice(0, 2).sort()).toEqual(['Ember & Oak Rye Whiskey', 'North Birch Rye Vodka']);
    expect((await search('scotch'))[0]).toBe('Highland Reach Blended Scotch');
  });

  it('stores money as cents and keeps the seed defaults', async () => {
    const [bourbon] = await app.query<Record<string, unknown>>(
      `select price_cents, variants, delivery_fee_cents, free_shipping_min_cents, markets from products where name = $1`,
      ['Ember & Oak Small Batch Bourbon'],
    );
    expect(bourbon).toMatchObject({ price_cents: 4250, delivery_fee_cents: 499, free_shipping_min_cents: 7500, markets: [] });
    expect(bourbon.variants).toEqual(expect.arrayContaining([{ size: '1.75L', description: 'Handle for the home bar', priceCents: 7999 }]));
    const [scotch] = await app.query<Record<string, unknown>>(
      `select shipping_fee_cents, free_shipping_min_cents, delivery_available from products where name = $1`,
      ['Highland Reach 18 Year Sherry Cask'],
    );
    expect(scotch).toEqual({ shipping_fee_cents: 1499, free_shipping_min_cents: 15000, delivery_available: false });
  });

  it('spreads endorsements over recent weeks', async () => {
    const [span] = await app.query<{ newest: Date; oldest: Date }>(
      'select max(created_at) as newest, min(created_at) as oldest from endorsements',
    );
    const day = 24 * 60 * 60 * 1000;
    expect(Date.now() - new Date(span.newest).getTime()).toBeLessThan(day);
    expect(Date.now() - new Date(span.oldest).getTime()).toBeGreaterThan(30 * day);
    expect(Date.now() - new Date(span.oldest).getTime()).toBeLessThan(42 * day);
  });

  it('links the demo accounts to their creator page and brand, and counts real follows', async () => {
    const [curator] = await app.query<{ handle: string; followers: number }>(
      `select c.handle, c.followers from creators c join users u on u.id = c.user_id where u.username = 'curator'`,
    );
    expect(curator.handle).toBe('mayapours');
    const maya = demoCreators.find((c) => c.handle === 'mayapours')!;
    expect(curator.followers).toBe(maya.followersBase + demoFollows.filter((f) => f.creator === 'mayapours').length);
    const [brand] = await app.query<{ name: string }>(
      `select b.name from brands b join users u on u.id = b.user_id where u.username = 'brand'`,
    );
    expect(brand.name).toBe('Ember & Oak Distilling');
    const users = await app.query<{ username: string; role: string; curator_status: string; commission_rate: string; age_verified: boolean }>(
      `select u.username, u.role, coalesce(a.tier, 'user') as curator_status, coalesce(a.commission_rate, 0) as commission_rate, u.age_verified
         from users u left join commission_accounts a on a.user_id = u.id order by u.username`,
    );
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['admin', 'admin'],
      ['brand', 'brand'],
      ['curator', 'creator'],
      ['shopper', 'user'],
    ]);
    expect(users.find((u) => u.username === 'curator')).toMatchObject({ curator_status: 'level1_curator' });
    expect(Number(users.find((u) => u.username === 'curator')!.commission_rate)).toBe(5);
    expect(users.find((u) => u.username === 'shopper')!.age_verified).toBe(true);
  });

  it('lets every demo account sign in with the demo password', async () => {
    for (const username of ['admin', 'shopper', 'curator', 'brand']) {
      const agent = await app.signIn(username, DEMO_PASSWORD);
      const me = await agent.get('/api/user').expect(200);
      expect(me.body.username).toBe(username);
    }
  });

  it('does nothing when products already exist', async () => {
    const result = await seedDemoData(app.app.get(EntityManager), {
      demoPassword: DEMO_PASSWORD,
      hashPassword: async () => 'unused',
    });
    expect(result).toEqual({ seeded: false });
    expect(await count(app, 'products')).toBe(demoProducts.length);
  });
});

describe('seedDemoData without accounts', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes the catalog but no account, follow or favorite', async () => {
    const result = await seedDemoData(app.app.get(EntityManager), {
      demoPassword: DEMO_PASSWORD,
      hashPassword: async () => {
        throw new Error('no account should be hashed');
      },
      withAccounts: false,
    });
    expect(result.seeded).toBe(true);
    expect(await count(app, 'products')).toBe(demoProducts.length);
    expect(await count(app, 'users')).toBe(0);
    expect(await count(app, 'follows')).toBe(0);
    expect(await count(app, 'favorites')).toBe(0);
    const [maya] = await app.query<{ followers: number; user_id: string | null }>(
      `select followers, user_id from creators where handle = 'mayapours'`,
    );
    expect(maya).toEqual({ followers: demoCreators.find((c) => c.handle === 'mayapours')!.followersBase, user_id: null });
  });
});
