import { createTestApp, TestApp } from '../support/test-app';

/** Creators, cohorts, creator collections and the feed over the demo shop. */
describe('Curation read side (e2e)', () => {
  let app: TestApp;
  const creatorIdByHandle = new Map<string, string>();

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    for (const row of await app.query<{ id: string; handle: string }>('select id, handle from creators')) creatorIdByHandle.set(row.handle, row.id);
  });
  afterAll(() => app.close());

  const creatorId = (handle: string) => {
    const id = creatorIdByHandle.get(handle);
    if (!id) throw new Error(`No demo creator @${handle}`);
    return id;
  };

  type FeedItem = { id: string; createdAt: string; rating: number | null; review: string | null; creator: { id: string; handle: string }; product: { id: string; name: string; price: number; brand: { id: string; name: string } } };

  describe('GET /api/creators', () => {
    it('lists creators, most followed first, with their public fields', async () => {
      const response = await app.http().get('/api/creators').expect(200);
      expect(response.body).toHaveLength(creatorIdByHandle.size);
      const followers = response.body.map((c: { followers: number }) => c.followers);
      expect(followers).toEqual([...followers].sort((a, b) => b - a));
      const maya = response.body.find((c: { handle: string }) => c.handle === 'mayapours');
      expect(Object.keys(maya).sort()).toEqual(
        ['id', 'handle', 'name', 'bio', 'avatar', 'heroImage', 'verified21', 'instagramHandle', 'tiktokHandle', 'youtubeHandle', 'twitterHandle', 'followers', 'rating', 'featured', 'createdAt', 'userId'].sort(),
      );
      expect(maya).toMatchObject({ name: 'Maya Okafor', featured: true, rating: expect.any(Number) });
    });

    it('filters featured creators and honours limit', async () => {
      const featured = await app.http().get('/api/creators').query({ featured: true }).expect(200);
      expect(featured.body.length).toBe(4);
      for (const creator of featured.body) expect(creator.featured).toBe(true);
      const three = await app.http().get('/api/creators').query({ featured: true, limit: 3 }).expect(200);
      expect(three.body.map((c: { id: string }) => c.id)).toEqual(featured.body.slice(0, 3).map((c: { id: string }) => c.id));
    });

    it.each([
      [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
      [{ featured: 'maybe' }, 'featured must be true or false'],
    ])('refuses %j with 400', async (query, message) => {
      const response = await app.http().get('/api/creators').query(query).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message, code: 'VALIDATION_FAILED' });
    });
  });

  describe('GET /api/creators/{handle}', () => {
    it('answers one creator with followers, rating, socials and verified21', async () => {
      const [stored] = await app.query<{ followers: number; rating: string }>("select followers, rating from creators where handle = 'barrelben'");
      const response = await app.http().get('/api/creators/barrelben').expect(200);
      expect(response.body).toMatchObject({ id: creatorId('barrelben'), handle: 'barrelben', followers: stored.followers, rating: Number(stored.rating), verified21: expect.any(Boolean) });
      const upperCase = await app.http().get('/api/creators/BarrelBen').expect(200);
      expect(upperCase.body.id).toBe(creatorId('barrelben'));
    });

    it('answers null rating when the creator has none (pages show 4.8)', async () => {
      await app.query("update creators set rating = null where handle = 'kenjisake'");
      const response = await app.http().get('/api/creators/kenjisake').expect(200);
      expect(response.body.rating).toBeNull();
    });

    it('answers 404 for an unknown handle', async () => {
      const response = await app.http().get('/api/creators/nobody-here').expect(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'No creator is known as @nobody-here.', code: 'CREATOR_NOT_FOUND' });
    });
  });

  describe('GET /api/cohorts', () => {
    it('lists active cohorts by name, and the featured ones with featured=true', async () => {
      const all = await app.http().get('/api/cohorts').expect(200);
      expect(all.body.map((c: { name: string }) => c.name)).toEqual([
        'Agave Aficionados', 'Cocktail Creators', 'Craft Beer Crew', 'Mindful Drinkers', 'Whiskey Lovers', 'Wine Enthusiasts',
      ]);
      expect(all.body[0]).toEqual({
        id: expect.any(String), name: 'Agave Aficionados', description: expect.any(String), image: expect.any(String),
        category: 'tequila', featured: true, creatorCount: 2,
      });
      const featured = await app.http().get('/api/cohorts').query({ featured: 'true' }).expect(200);
      expect(featured.body.map((c: { name: string }) => c.name)).not.toContain('Mindful Drinkers');
      expect(featured.body).toHaveLength(5);
    });

    it('leaves out inactive cohorts and refuses a bad featured value', async () => {
      await app.query("update cohorts set active = false where name = 'Craft Beer Crew'");
      const response = await app.http().get('/api/cohorts').expect(200);
      expect(response.body.map((c: { name: string }) => c.name)).not.toContain('Craft Beer Crew');
      await app.query("update cohorts set active = true where name = 'Craft Beer Crew'");
      await app.http().get('/api/cohorts').query({ featured: 'yes' }).expect(400);
    });
  });

  describe('GET /api/creator/{creatorId}/collections', () => {
    it("lists a creator's collections, oldest first, with product ids and counts", async () => {
      const response = await app.http().get(`/api/creator/${creatorId('mayapours')}/collections`).expect(200);
      expect(response.body.map((c: { name: string }) => c.name)).toEqual(['Home Bar Starter Kit', 'Party in a Box']);
      const [starter] = response.body;
      expect(starter).toMatchObject({ description: expect.any(String), productCount: 7 });
      expect(starter.productIds).toHaveLength(7);
      const [first] = await app.query<{ id: string }>("select id from products where name = 'Juniper Lane London Dry Gin'");
      expect(starter.productIds[0]).toBe(first.id);
    });

    it('answers an empty list for a creator without collections, 404 for an unknown one and 400 for a malformed id', async () => {
      const none = await app.http().get(`/api/creator/${creatorId('zoemixes')}/collections`).expect(200);
      expect(none.body).toEqual([]);
      const missing = await app.http().get('/api/creator/00000000-0000-4000-8000-000000000000/collections').expect(404);
      expect(missing.body.code).toBe('CREATOR_NOT_FOUND');
      const malformed = await app.http().get('/api/creator/mayapours/collections').expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'creatorId must be a creator id (a UUID)', code: 'MALFORMED_ID' });
    });

    it('leaves out products that are no longer in the catalog', async () => {
      const [{ id: collectionId }] = await app.query<{ id: string }>("select id from collections where name = 'Bourbon 101'");
      await app.query(
        "insert into collection_items (collection_id, product_id, position) select $1, '00000000-0000-4000-8000-00000000dead', max(position) + 1 from collection_items where collection_id = $1",
        [collectionId],
      );
      const response = await app.http().get(`/api/creator/${creatorId('barrelben')}/collections`).expect(200);
      const bourbon = response.body.find((c: { id: string }) => c.id === collectionId);
      expect(bourbon).toMatchObject({ productCount: 3 });
      expect(bourbon.productIds).not.toContain('00000000-0000-4000-8000-00000000dead');
    });
  });

  describe('GET /api/feed', () => {
    it('latest: endorsements newest first with nested product (dollars, brand) and creator', async () => {
      const response = await app.http().get('/api/feed').query({ tab: 'latest', limit: 20 }).expect(200);
      const items = response.body as FeedItem[];
      expect(items).toHaveLength(20);
      const times = items.map((item) => item.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(items[0]).toMatchObject({ creator: { handle: 'agaveandre' }, product: { name: 'Casa Luminosa Blanco', brand: { name: 'Casa Luminosa' } }, rating: 5 });
      expect(Object.keys(items[0]).sort()).toEqual(['createdAt', 'creator', 'disclosure', 'id', 'product', 'rating', 'review']);
      expect(items[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Object.keys(items[0].creator).sort()).toEqual(['avatar', 'handle', 'id', 'name']);
      const [stored] = await app.query<{ price_cents: number }>('select price_cents from products where id = $1', [items[0].product.id]);
      expect(items[0].product.price).toBe(stored.price_cents / 100);

      const defaults = await app.http().get('/api/feed').expect(200);
      expect(defaults.body.map((item: FeedItem) => item.id)).toEqual(items.map((item) => item.id));
    });

    it('popular: by shoppers who favorited the product in the last 30 days, then rating, then recency', async () => {
      const response = await app.http().get('/api/feed').query({ tab: 'popular', limit: 50 }).expect(200);
      const items = response.body as FeedItem[];
      // Casa Luminosa Blanco is favorited by three accounts, then five products by one each (all rated 5, newest first).
      expect(items.slice(0, 6).map((item) => item.product.name)).toEqual([
        'Casa Luminosa Blanco',
        'Ember & Oak Small Batch Bourbon',
        'Fizz Theory Fiery Ginger Beer',
        'Highland Reach 12 Year Single Malt',
        'Juniper Lane London Dry Gin',
        'Viña Solera Albariño',
      ]);
      const rest = items.slice(6);
      for (let i = 1; i < rest.length; i++) {
        const [a, b] = [rest[i - 1], rest[i]];
        expect((a.rating ?? 0) > (b.rating ?? 0) || ((a.rating ?? 0) === (b.rating ?? 0) && a.createdAt >= b.createdAt)).toBe(true);
      }

      // A favorite older than 30 days does not count.
      await app.query(
        `insert into favorites (id, user_id, product_id, created_at, updated_at)
         select gen_random_uuid(), u.id, p.id, now() - interval '45 days', now() - interval '45 days'
         from users u, products p where u.username = 'shopper' and p.name = 'Foghorn Pier Porter'`,
      );
      const again = await app.http().get('/api/feed').query({ tab: 'popular', limit: 6 }).expect(200);
      expect(again.body.map((item: FeedItem) => item.product.name)).not.toContain('Foghorn Pier Porter');
    });

    it('for-you: only creators the signed-in shopper follows, newest first; empty when signed out', async () => {
      const shopper = await app.signIn('shopper');
      const response = await shopper.get('/api/feed').query({ tab: 'for-you', limit: 50 }).expect(200);
      const items = response.body as FeedItem[];
      const [{ count }] = await app.query<{ count: number }>(
        "select count(*)::int as count from endorsements e join creators c on c.id = e.creator_id where c.handle in ('mayapours', 'barrelben')",
      );
      expect(items).toHaveLength(count);
      expect(new Set(items.map((item) => item.creator.handle))).toEqual(new Set(['mayapours', 'barrelben']));
      expect(items.map((item) => item.createdAt)).toEqual(items.map((item) => item.createdAt).sort().reverse());

      const signedOut = await app.http().get('/api/feed').query({ tab: 'for-you' }).expect(200);
      expect(signedOut.body).toEqual([]);
      const { agent: newcomer } = await app.registerAndSignIn('newcomer');
      expect((await newcomer.get('/api/feed').query({ tab: 'for-you' }).expect(200)).body).toEqual([]);
    });

    it('filters by creatorId', async () => {
      const response = await app.http().get('/api/feed').query({ tab: 'latest', creatorId: creatorId('kenjisake') }).expect(200);
      expect(response.body).toHaveLength(4);
      for (const item of response.body) expect(item.creator.handle).toBe('kenjisake');
    });

    it.each([
      [{ tab: 'trending' }, 'tab must be one of latest, popular, for-you'],
      [{ limit: 0 }, 'limit must be a whole number from 1 to 50'],
      [{ limit: 51 }, 'limit must be a whole number from 1 to 50'],
      [{ creatorId: 'mayapours' }, 'creatorId must be a creator id (a UUID)'],
    ])('refuses %j with 400', async (query, message) => {
      const response = await app.http().get('/api/feed').query(query).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message, code: 'VALIDATION_FAILED' });
    });
  });
});
