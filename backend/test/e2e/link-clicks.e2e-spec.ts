import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Clicks attribute money: a visit and a product click count once each, and a profile view never attributes. */
describe('Link clicks and profile views (e2e)', () => {
  let app: TestApp;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  const curator = async (prefix: string) => {
    const { agent, user } = await app.registerAndSignIn(prefix);
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level1_curator', 5)", [user.id]);
    return { agent, user };
  };
  const linkClicks = async (userId: string) =>
    (await app.query<{ n: number }>("select count(*)::int as n from click_logs where referrer_user_id = $1 and utm_params->>'utm_medium' is distinct from 'profile_view'", [userId]))[0].n;
  const sharedLink = (username: string) => ({ utm_source: username, utm_medium: 'shared_profile', utm_campaign: 'product_recommendation' });

  it('records no click for 300 anonymous fetches of a shared profile link, and one view', async () => {
    const { user } = await curator('bulk');
    for (let i = 0; i < 300; i++) await app.http().get(`/api/profile/${user.username}`).query({ utm_source: user.username }).expect(200);
    expect(await linkClicks(user.id)).toBe(0);
    expect(await app.query("select count(*)::int as n from click_logs where referrer_user_id = $1 and utm_params->>'utm_medium' = 'profile_view'", [user.id])).toEqual([{ n: 1 }]);
  });

  it("credits the product link the shopper followed, not a profile fetched after it", async () => {
    const { agent: followedOwner, user: followed } = await curator('followed');
    const { agent: fetchedOwner, user: fetched } = await curator('fetched');
    const productId = await createProduct(app, brandId, { priceCents: 4000 });
    const { agent: shopper } = await app.registerAndSignIn('shopper');

    await shopper.post('/api/clicks').send({ utmSource: followed.username, productId, utmMedium: 'shared_profile' }).expect(201);
    await shopper.get(`/api/profile/${fetched.username}`).query(sharedLink(fetched.username)).expect(200);
    await shopper.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);

    expect((await followedOwner.get('/api/user/sales-analytics').expect(200)).body).toMatchObject({ successfulReferrals: 1, totalSalesGenerated: 40 });
    expect((await fetchedOwner.get('/api/user/sales-analytics').expect(200)).body).toMatchObject({ successfulReferrals: 0, clicks: 0 });
  });

  it("counts one shopper's visit and one product click once each, whatever is prefetched, repeated or raced", async () => {
    const { agent: owner, user } = await curator('counted');
    const productId = await createProduct(app, brandId, { priceCents: 4000 });
    const { agent: shopper } = await app.registerAndSignIn('visitor');
    const before = (await owner.get('/api/user/sales-analytics').expect(200)).body;
    expect(before).toMatchObject({ clicks: 0, profileViews: 0 });

    // The visit: the page's fetch, a preload of the same URL and a reload.
    await Promise.all([1, 2, 3].map(() => shopper.get(`/api/profile/${user.username}`).query({ utm_source: user.username }).expect(200)));
    // The product click: the page's call, one the browser aborted and retried, and a second tab, at once.
    const calls = await Promise.all([1, 2, 3].map(() => shopper.post('/api/clicks').send({ utmSource: user.username, productId, utmMedium: 'shared_profile' }).expect(201)));
    expect(calls.map((call) => call.body.recorded).sort()).toEqual([false, false, true]);
    expect(calls.every((call) => call.body.attributesPurchases)).toBe(true);

    // The visit through the shared link is one profile view (not a view plus a visit); the product link is one click.
    const { body } = await owner.get('/api/user/sales-analytics').expect(200);
    expect(body).toMatchObject({ clicks: 1, profileViews: 1 });
    // Another product is another click.
    await shopper.post('/api/clicks').send({ utmSource: user.username, productId: await createProduct(app, brandId) }).expect(201);
    expect(await linkClicks(user.id)).toBe(2);
  });

  it('counts an anonymous visitor once per product and source within the window', async () => {
    const creator = await createCreator(app);
    const productId = await createProduct(app, brandId);
    const click = () => app.http().post('/api/clicks').set('User-Agent', 'Phone browser').send({ utmSource: creator.utmCode, productId });
    expect((await click().expect(201)).body).toEqual({ creatorId: creator.id, attributesPurchases: false, recorded: true });
    for (let i = 0; i < 5; i++) expect((await click().expect(201)).body.recorded).toBe(false);
    // The same creator by another name is the same source.
    expect((await app.http().post('/api/clicks').set('User-Agent', 'Phone browser').send({ utmSource: creator.handle, productId }).expect(201)).body.recorded).toBe(false);
    expect(await app.query('select count(*)::int as n from click_logs where creator_id = $1', [creator.id])).toEqual([{ n: 1 }]);
  });

  it('answers a link whose utm_source names nobody without an error, recording nothing', async () => {
    const productId = await createProduct(app, brandId);
    const { agent } = await app.registerAndSignIn('stale');
    const { body } = await agent.post('/api/clicks').send({ utmSource: 'nobody_by_this_name', productId }).expect(201);
    expect(body).toEqual({ creatorId: null, attributesPurchases: false, recorded: false });
    expect(await app.query("select count(*)::int as n from click_logs where utm_params->>'utm_source' = 'nobody_by_this_name'")).toEqual([{ n: 0 }]);
  });
});
