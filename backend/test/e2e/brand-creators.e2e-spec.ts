import { randomBytes, randomUUID } from 'node:crypto';
import { createBrand, createCreator, createProduct, createUser } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Creator discovery (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  /** A creator endorsing a product of `category`, with a creator_metrics row. */
  async function creatorWith(category: string, options: { followers: number; salesCents: number; orders: number; conversion: number; owned?: boolean; rating?: number | null }) {
    const userId = options.owned === false ? null : await createUser(app);
    const creator = await createCreator(app, { userId, followers: options.followers, rating: options.rating ?? null });
    const productId = await createProduct(app, await createBrand(app), { categories: [category] });
    await app.query('insert into endorsements (id, creator_id, product_id) values ($1, $2, $3)', [randomUUID(), creator.id, productId]);
    await app.query(
      `insert into creator_metrics (id, creator_id, follower_count, total_sales30d_cents, total_orders30d, conversion_rate30d)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (creator_id) do update set total_sales30d_cents = excluded.total_sales30d_cents, total_orders30d = excluded.total_orders30d, conversion_rate30d = excluded.conversion_rate30d`,
      [randomUUID(), creator.id, options.followers, options.salesCents, options.orders, options.conversion],
    );
    return creator;
  }

  it('ranks the top 5 by the documented score with the filters applied on the server', async () => {
    const category = `cat${randomBytes(3).toString('hex')}`;
    const seller = await creatorWith(category, { followers: 500, salesCents: 184_050, orders: 37, conversion: 3.2, rating: 4.9 });
    const converter = await creatorWith(category, { followers: 2_000, salesCents: 0, orders: 0, conversion: 9 });
    const big = await creatorWith(category, { followers: 50_000, salesCents: 0, orders: 0, conversion: 0, owned: false });
    for (let i = 0; i < 3; i++) await creatorWith(category, { followers: 10, salesCents: 0, orders: 0, conversion: 0 });

    const brand = await app.signIn('brand');
    const top = (await brand.get(`/api/brands/creators?categories=${category.toUpperCase()},nothing`).expect(200)).body;
    expect(top).toHaveLength(5);
    expect(top.slice(0, 3).map((c: { id: string }) => c.id)).toEqual([seller.id, converter.id, big.id]);
    expect(top[0]).toEqual({
      id: seller.id,
      handle: seller.handle,
      avatar: expect.any(String),
      bio: 'Pours and opinions.',
      rating: 4.9,
      followers: 500,
      categories: [category],
      // 50 × 1 + 30 × 3.2/9 + 20 × ln(501)/ln(50001)
      score: Math.round((50 + (30 * 3.2) / 9 + (20 * Math.log1p(500)) / Math.log1p(50_000)) * 100) / 100,
      canReceiveGifts: true,
      metrics: { followerCount: 500, conversionRate30d: 3.2, totalSales30d: 1840.5, totalOrders30d: 37 },
    });
    expect(top[2]).toMatchObject({ canReceiveGifts: false, rating: null });

    const filtered = (await brand.get(`/api/brands/creators?categories=${category}&minFollowers=1000&minConversionRate=5`).expect(200)).body;
    expect(filtered.map((c: { id: string }) => c.id)).toEqual([converter.id]);
  });

  it('refuses bad filters with 400 and non-brand accounts with 403', async () => {
    const brand = await app.signIn('brand');
    expect((await brand.get('/api/brands/creators?minFollowers=lots').expect(400)).body.message).toContain('minFollowers must be a whole number');
    expect((await brand.get('/api/brands/creators?minConversionRate=101').expect(400)).body.message).toContain('minConversionRate must be a percent from 0 to 100');
    expect((await (await app.signIn('shopper')).get('/api/brands/creators').expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await app.http().get('/api/brands/creators').expect(401)).body.code).toBe('NOT_SIGNED_IN');
  });
});
