import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

/** Everything the storefront answers about the demo page @mayapours, read the way a visitor, the shopper and search do. */
async function storefrontSees(app: TestApp, shopper: TestAgent, creatorId: string) {
  const anonymous = app.http();
  const list = (await anonymous.get('/api/creators?limit=100').expect(200)).body as { id: string }[];
  const page = await anonymous.get('/api/creators/mayapours');
  const collections = await anonymous.get(`/api/creator/${creatorId}/collections`);
  const feed = (await anonymous.get('/api/feed?limit=50').expect(200)).body as { creator: { id: string } }[];
  const picks = (await anonymous.get(`/api/feed?creatorId=${creatorId}`).expect(200)).body as unknown[];
  const forYou = (await shopper.get('/api/feed?tab=for-you&limit=50').expect(200)).body as { creator: { id: string } }[];
  const search = (await anonymous.get('/api/search?q=maya').expect(200)).body as { creators: { id: string }[] };
  const following = (await shopper.get('/api/user/following').expect(200)).body as { id: string }[];
  const sitemap = (await anonymous.get('/sitemap-creators.xml').expect(200)).text;
  const products = (await anonymous.get('/api/products?search=fiery ginger beer').expect(200)).body as { name: string; ratingCount: number }[];
  const ginger = products.find((product) => product.name === 'Fizz Theory Fiery Ginger Beer');
  return {
    inList: list.some((c) => c.id === creatorId),
    pageStatus: page.status,
    collectionsStatus: collections.status,
    inFeed: feed.some((e) => e.creator.id === creatorId),
    picks: picks.length,
    inForYou: forYou.some((e) => e.creator.id === creatorId),
    inSearch: search.creators.some((c) => c.id === creatorId),
    inFollowing: following.some((c) => c.id === creatorId),
    inSitemap: sitemap.includes('/creator/mayapours<'),
    gingerRatings: ginger?.ratingCount ?? 0,
    creatorsFigure: (await anonymous.get('/api/shop-figures').expect(200)).body.creators as number,
  };
}

describe('Admin Curators tab: Delete unpublishes a creator page, Publish brings it back (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let shopper: TestAgent;
  let creatorId: string;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    admin = await app.signIn('admin');
    shopper = await app.signIn('shopper');
    [{ id: creatorId }] = await app.query<{ id: string }>(`select id from creators where handle = 'mayapours'`);
  });
  afterAll(() => app?.close());

  it('hides the page from every storefront read, keeps it for the admin, its owner and the ledger, and restores it on Publish', async () => {
    const before = await storefrontSees(app, shopper, creatorId);
    expect(before).toMatchObject({ inList: true, pageStatus: 200, collectionsStatus: 200, inFeed: true, inForYou: true, inSearch: true, inFollowing: true, inSitemap: true });
    expect(before.picks).toBeGreaterThan(0);
    expect(before.gingerRatings).toBeGreaterThan(0);
    const [ledgerBefore] = await app.query<{ n: number }>('select count(*)::int as n from commission_entries where creator_id = $1', [creatorId]);
    const [earningsBefore] = await app.query<{ cents: string }>('select total_earnings_cents as cents from creators where id = $1', [creatorId]);

    const unpublished = (await admin.delete(`/api/admin/creators/${creatorId}`).expect(200)).body;
    expect(unpublished).toEqual({ id: creatorId, handle: 'mayapours', published: false, unpublishedAt: expect.any(String) });

    const after = await storefrontSees(app, shopper, creatorId);
    expect(after).toEqual({
      inList: false,
      pageStatus: 404,
      collectionsStatus: 404,
      inFeed: false,
      picks: 0,
      inForYou: false,
      inSearch: false,
      inFollowing: false,
      inSitemap: false,
      gingerRatings: before.gingerRatings - 1,
      creatorsFigure: before.creatorsFigure - 1,
    });
    expect((await shopper.post('/api/follows').send({ creatorId }).expect(404)).body.code).toBeDefined();
    expect((await shopper.post('/api/conversations').send({ creatorId, body: 'Still there?' }).expect(404)).body.code).toBeDefined();
    // The follow rows, the endorsements and the ledger stay; so do the owner's dashboard and the admin list.
    expect(await app.query(`select 1 from follows f join users u on u.id = f.shopper_id where u.username = 'shopper' and f.creator_id = $1`, [creatorId])).toHaveLength(1);
    expect((await app.query<{ n: number }>('select count(*)::int as n from commission_entries where creator_id = $1', [creatorId]))[0]).toEqual(ledgerBefore);
    expect((await app.query<{ cents: string }>('select total_earnings_cents as cents from creators where id = $1', [creatorId]))[0]).toEqual(earningsBefore);
    const curator = await app.signIn('curator');
    expect((await curator.get('/api/user/creator-dashboard').expect(200)).body.links).toEqual([expect.objectContaining({ creatorId, handle: 'mayapours', published: false })]);
    const listed = (await admin.get('/api/admin/creators?search=mayapours').expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id: creatorId, published: false, unpublishedAt: unpublished.unpublishedAt })]);

    // A second Delete changes and records nothing.
    expect((await admin.delete(`/api/admin/creators/${creatorId}`).expect(200)).body).toEqual(unpublished);
    const [{ id: adminId }] = await app.query<{ id: string }>(`select id from users where username = 'admin'`);
    const audit = () => app.query<{ action: string; user_id: string; details: unknown }>(`select action, user_id, details from audit_log where entity_id = $1 order by seq`, [creatorId]);
    expect(await audit()).toEqual([{ action: 'creator.unpublished', user_id: adminId, details: { handle: 'mayapours', before: { published: true }, after: { published: false } } }]);

    expect((await admin.post(`/api/admin/creators/${creatorId}/publish`).expect(200)).body).toEqual({ id: creatorId, handle: 'mayapours', published: true, unpublishedAt: null });
    expect(await storefrontSees(app, shopper, creatorId)).toEqual(before);
    expect((await curator.get('/api/user/creator-dashboard').expect(200)).body.links).toEqual([expect.objectContaining({ published: true })]);
    expect((await audit()).map((row) => row.action)).toEqual(['creator.unpublished', 'creator.published']);
  });

  it('refuses non-admins (403) and signed-out visitors (401), answers 404 for an unknown page and 400 for a malformed id, changing nothing', async () => {
    const curator = await app.signIn('curator');
    expect((await shopper.delete(`/api/admin/creators/${creatorId}`).expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await curator.delete(`/api/admin/creators/${creatorId}`).expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await shopper.post(`/api/admin/creators/${creatorId}/publish`).expect(403)).body.code).toBe('ROLE_REQUIRED');
    await app.http().delete(`/api/admin/creators/${creatorId}`).expect(401);
    const unknown = '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
    expect((await admin.delete(`/api/admin/creators/${unknown}`).expect(404)).body.code).toBe('CREATOR_NOT_FOUND');
    expect((await admin.post(`/api/admin/creators/${unknown}/publish`).expect(404)).body.code).toBe('CREATOR_NOT_FOUND');
    expect((await admin.delete('/api/admin/creators/not-an-id').expect(400)).body.code).toBe('MALFORMED_ID');
    expect(await app.query('select 1 from creators where unpublished_at is not null')).toHaveLength(0);
  });
});
