import { randomUUID } from 'node:crypto';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Public profile (e2e)', () => {
  let app: TestApp;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    brandId = await createBrand(app, 'Ember & Oak');
  });
  afterAll(() => app.close());

  const collection = async (userId: string, name: string, isPublic: boolean, productIds: string[] = []) => {
    const id = randomUUID();
    await app.query('insert into collections (id, user_id, name, description, is_public) values ($1, $2, $3, $4, $5)', [id, userId, name, `${name} notes`, isPublic]);
    for (const [index, productId] of productIds.entries()) {
      await app.query('insert into collection_items (id, collection_id, product_id, position) values ($1, $2, $3, $4)', [randomUUID(), id, productId, index + 1]);
    }
    return id;
  };

  const curator = async () => {
    const { agent, user } = await app.registerAndSignIn('curator');
    await app.query("update users set email = $2, role = 'creator' where id = $1", [user.id, `${user.username}@example.com`]);
    await agent.post('/api/user/settings/display-name').send({ displayName: 'Maya Pours' }).expect(200);
    await agent.post('/api/user/settings/bio').send({ bio: 'Rye first.' }).expect(200);
    await agent
      .post('/api/user/settings/banking')
      .send({ accountHolderName: 'Maya Pour', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'checking' })
      .expect(200);
    return { agent, user };
  };

  it('answers the seed shape with public fields only, favorites, and public collections but never private ones', async () => {
    const { agent, user } = await curator();
    const rye = await createProduct(app, brandId, { name: 'Profile Rye', priceCents: 4250, categories: ['whiskey'] });
    const gin = await createProduct(app, brandId, { name: 'Profile Gin', categories: ['gin'] });
    await agent.post('/api/user/favorites/products').send({ productId: rye }).expect(200);
    await agent.post('/api/user/favorites/brands').send({ brandId }).expect(200);
    const shown = await collection(user.id, 'Winter Warmers', true, [gin, rye]);
    await collection(user.id, 'Secret Stash', false, [rye]);

    const { body, text } = await app.http().get(`/api/profile/${user.username}`).expect(200);
    expect(Object.keys(body).sort()).toEqual(['favoriteBrands', 'favoriteProducts', 'publicCollections', 'user']);
    expect(body.user).toEqual({ id: user.id, username: user.username, displayName: 'Maya Pours', bio: 'Rye first.', profileImage: null, heroImage: null, createdAt: expect.any(String) });
    expect(body.favoriteProducts).toEqual([{ id: rye, name: 'Profile Rye', price: 42.5, categories: ['whiskey'], image: expect.any(String) }]);
    expect(body.favoriteBrands).toEqual([{ id: brandId, name: 'Ember & Oak', logo: expect.any(String), blurb: expect.any(String) }]);
    expect(body.publicCollections).toEqual([
      {
        id: shown,
        name: 'Winter Warmers',
        description: 'Winter Warmers notes',
        productCount: 2,
        products: [expect.objectContaining({ id: gin, name: 'Profile Gin' }), expect.objectContaining({ id: rye, price: 42.5 })],
        createdAt: expect.any(String),
      },
    ]);
    // Nothing private leaks, under any name.
    for (const secret of ['Secret Stash', '@example.com', 'password', 'email', 'role', 'creator', 'curatorStatus', 'commissionRate', 'banking', 'First Rye Bank', '6789', '011000015', 'pageLayout']) {
      expect(text).not.toContain(secret);
    }
  });

  it('404s an unknown or deactivated user with the page text', async () => {
    const missing = await app.http().get('/api/profile/nobody_here_at_all').expect(404);
    expect(missing.body).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: "The user profile you're looking for doesn't exist or isn't public." });
    const { user } = await app.registerAndSignIn('gone');
    await app.query('update users set deactivated_at = now() where id = $1', [user.id]);
    await app.http().get(`/api/profile/${user.username}`).expect(404);
  });

  it('refuses a query string that is not utm parameters or too long', async () => {
    const { user } = await app.registerAndSignIn('q');
    const tooLong = await app.http().get(`/api/profile/${user.username}`).query({ utm_source: 'x'.repeat(101) }).expect(400);
    expect(tooLong.body.message).toBe('utm_source must be at most 100 characters');
    await app.http().get(`/api/profile/${user.username}`).query({ admin: 'true' }).expect(400);
  });

  it("counts each other visitor's view toward the owner's profileViews once per 30 minutes, never the owner's own", async () => {
    const { agent: owner, user } = await app.registerAndSignIn('viewed');
    // Visitors are told apart by address and browser; the tests all come from one address.
    const visit = (agent: ReturnType<TestApp['http']>, browser: string) => agent.get(`/api/profile/${user.username}`).set('User-Agent', browser);
    await visit(app.http(), 'Browser A').expect(200);
    // A reload, or coming back soon, is the same visit.
    await visit(app.http(), 'Browser A').expect(200);
    const { agent: fan } = await app.registerAndSignIn('fan');
    await visit(fan, 'Browser B').expect(200);
    await visit(owner, 'Browser C').expect(200);
    // An unknown utm_source still shows the page and counts the view.
    await visit(app.http(), 'Browser D').query({ utm_source: 'nobody_at_all_x' }).expect(200);
    await visit(app.http(), 'Browser D').query({ utm_source: 'nobody_at_all_x' }).expect(200);
    expect((await owner.get('/api/user/sales-analytics').expect(200)).body.profileViews).toBe(3);
    // Views without a shared link never attribute a purchase.
    expect(await app.query('select count(*)::int as n from click_logs where referrer_user_id = $1 and user_id is not null', [user.id])).toEqual([{ n: 0 }]);
  });

  it('counts a visit through a shared link as a view that attributes nothing; the product link the visitor follows is the click', async () => {
    const { agent: owner, user } = await app.registerAndSignIn('sharer');
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level1_curator', 5)", [user.id]);
    const productId = await createProduct(app, brandId, { priceCents: 4000 });
    const { agent: fan } = await app.registerAndSignIn('fan');
    await fan.get(`/api/profile/${user.username}`).query({ utm_source: user.username, utm_medium: 'shared_profile', utm_campaign: 'profile' }).expect(200);
    expect(await app.query('select user_id, utm_params from click_logs where referrer_user_id = $1', [user.id])).toEqual([{ user_id: null, utm_params: { utm_medium: 'profile_view' } }]);
    await fan.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    expect((await owner.get('/api/user/sales-analytics').expect(200)).body).toMatchObject({ successfulReferrals: 0, profileViews: 1, clicks: 0 });

    // Following a product link from the profile is the click that attributes.
    await fan.post('/api/clicks').send({ utmSource: user.username, productId, utmMedium: 'shared_profile', utmCampaign: 'product_recommendation' }).expect(201);
    await fan.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    const { body } = await owner.get('/api/user/sales-analytics').expect(200);
    // The visit is still one view; the product link followed from it is the one click.
    expect(body).toMatchObject({ totalSalesGenerated: 40, totalEarnings: 2, successfulReferrals: 1, profileViews: 1, clicks: 1 });
  });
});
