import { loadDemoCatalog } from '../../src/app/demo-data/demo-catalog';
import { createTestApp, TestApp } from '../support/test-app';

/** Product ratings, the shop's figures, the category selections and the header search over the demo shop. */
describe('Ratings, figures, selections and search (e2e)', () => {
  let app: TestApp;
  const demo = loadDemoCatalog();

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  interface ListedProduct {
    id: string;
    name: string;
    price: number;
    tags: string[];
    brand: { name: string };
    rating: number | null;
    ratingCount: number;
    createdAt: string;
  }
  const listAll = async (query: Record<string, string> = {}) =>
    (await app.http().get('/api/products').query({ limit: 200, ...query }).expect(200)).body as ListedProduct[];

  /** The demo file's own answer: the average of each product's endorsement ratings, one decimal. */
  const expectedRatings = () => {
    const byProduct = new Map<string, number[]>();
    for (const e of demo.endorsements) byProduct.set(e.product, [...(byProduct.get(e.product) ?? []), e.rating]);
    return byProduct;
  };
  const roundToTenth = (ratings: number[]) => Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;

  describe('product ratings', () => {
    it("answer every product's average curator rating and count on listings and the product page; unrated products get null and 0", async () => {
      const expected = expectedRatings();
      const products = await listAll();
      expect(products).toHaveLength(demo.products.length);
      let unrated = 0;
      for (const product of products) {
        const ratings = expected.get(product.name);
        if (ratings) {
          expect({ name: product.name, rating: product.rating, ratingCount: product.ratingCount }).toEqual({ name: product.name, rating: roundToTenth(ratings), ratingCount: ratings.length });
        } else {
          unrated += 1;
          expect({ name: product.name, rating: product.rating, ratingCount: product.ratingCount }).toEqual({ name: product.name, rating: null, ratingCount: 0 });
        }
      }
      expect(unrated).toBeGreaterThan(0);
      const rated = products.find((product) => product.ratingCount > 1) as ListedProduct;
      const page = (await app.http().get(`/api/products/${rated.id}`).expect(200)).body as ListedProduct;
      expect({ rating: page.rating, ratingCount: page.ratingCount }).toEqual({ rating: rated.rating, ratingCount: rated.ratingCount });
    });

    it('change on the next request when an endorsement is written (the cached page is not served stale)', async () => {
      const unrated = (await listAll()).find((product) => product.ratingCount === 0) as ListedProduct;
      const [creator] = await app.query<{ id: string }>('select id from creators order by handle limit 1');
      await app.query('insert into endorsements (creator_id, product_id, review, rating) values ($1, $2, $3, 4)', [creator.id, unrated.id, 'Solid']);
      const after = (await listAll()).find((product) => product.id === unrated.id) as ListedProduct;
      expect({ rating: after.rating, ratingCount: after.ratingCount }).toEqual({ rating: 4, ratingCount: 1 });
      await app.query('delete from endorsements where product_id = $1', [unrated.id]);
      const reverted = (await listAll()).find((product) => product.id === unrated.id) as ListedProduct;
      expect(reverted.rating).toBeNull();
    });
  });

  it("brand cards count the distinct creators endorsing the brand's products", async () => {
    const brands = (await app.http().get('/api/brands').expect(200)).body as { name: string; recommendedByCount: number }[];
    const brandOf = new Map(demo.products.map((product) => [product.name, product.brand]));
    const slugToName = new Map(demo.brands.map((brand) => [brand.slug, brand.name]));
    for (const brand of brands) {
      const creators = new Set(demo.endorsements.filter((e) => slugToName.get(brandOf.get(e.product) as string) === brand.name).map((e) => e.creator));
      expect({ brand: brand.name, count: brand.recommendedByCount }).toEqual({ brand: brand.name, count: creators.size });
    }
  });

  it('GET /api/shop-figures answers the real counts of curators, brands and products', async () => {
    const figures = (await app.http().get('/api/shop-figures').expect(200)).body;
    expect(figures).toEqual({ creators: demo.creators.length, brands: demo.brands.length, products: demo.products.length });
  });

  describe('selections (category filter chips)', () => {
    const brandTags = new Map(demo.brands.map((brand) => [brand.name, brand.tags as string[]]));

    it('premium: tagged premium or $50 and more', async () => {
      const whiskey = await listAll({ category: 'whiskey' });
      const premium = await listAll({ category: 'whiskey', selection: 'premium' });
      const expected = whiskey.filter((p) => p.tags.includes('premium') || p.price >= 50).map((p) => p.name);
      expect(premium.map((p) => p.name)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(whiskey.length);
    });

    it('craft: tagged craft or small-batch, or a craft brand', async () => {
      const all = await listAll();
      const craft = await listAll({ selection: 'craft' });
      const expected = all.filter((p) => p.tags.some((t) => t === 'craft' || t === 'small-batch') || (brandTags.get(p.brand.name) ?? []).includes('craft'));
      expect(craft.map((p) => p.name)).toEqual(expected.map((p) => p.name));
      expect(expected.length).toBeLessThan(all.length);
    });

    it('limited-edition: tagged limited-edition, single-barrel or cask-strength', async () => {
      const all = await listAll();
      const limited = await listAll({ selection: 'limited-edition' });
      expect(limited.map((p) => p.name)).toEqual(all.filter((p) => p.tags.some((t) => ['limited-edition', 'single-barrel', 'cask-strength'].includes(t))).map((p) => p.name));
      expect(limited.length).toBeGreaterThan(0);
    });

    it('top-rated: only rated products, best average first, then most ratings, then newest; X-Total-Count agrees', async () => {
      const response = await app.http().get('/api/products').query({ selection: 'top-rated', limit: 200 }).expect(200);
      const topRated = response.body as ListedProduct[];
      const rated = (await listAll()).filter((p) => p.ratingCount > 0);
      expect(topRated).toHaveLength(rated.length);
      expect(response.headers['x-total-count']).toBe(String(rated.length));
      for (let i = 1; i < topRated.length; i += 1) {
        const [a, b] = [topRated[i - 1], topRated[i]];
        expect((a.rating as number) >= (b.rating as number) - 0.05).toBe(true);
      }
      expect(topRated[0].rating).toBe(Math.max(...rated.map((p) => p.rating as number)));
    });

    it('refuses an unknown selection with a 400 that names the choices', async () => {
      const response = await app.http().get('/api/products').query({ selection: 'cheapest' }).expect(400);
      expect(JSON.stringify(response.body)).toContain('selection must be one of premium, craft, limited-edition, top-rated');
    });
  });

  describe('GET /api/search', () => {
    it('answers products (ranked like the catalog search), brands and curators, at most 5 each', async () => {
      const body = (await app.http().get('/api/search').query({ q: 'gin' }).expect(200)).body;
      expect(body.products.length).toBeLessThanOrEqual(5);
      expect(body.products.slice(0, 3).map((p: { name: string }) => p.name).sort()).toEqual(['Juniper Lane Botanical Garden Gin', 'Juniper Lane London Dry Gin', 'Juniper Lane Navy Strength']);
      expect(body.products[0]).toHaveProperty('rating');
      expect(body.creators.map((c: { handle: string }) => c.handle)).toEqual(['ginandjules']);
      expect(body.brands).toEqual([]);
    });

    it('finds brands by name and curators by name, starting matches first', async () => {
      const juniper = (await app.http().get('/api/search').query({ q: 'juniper' }).expect(200)).body;
      expect(juniper.brands).toEqual([{ id: expect.any(String), name: 'Juniper Lane', logo: expect.any(String), productCount: expect.any(Number) }]);
      const maya = (await app.http().get('/api/search').query({ q: 'Maya Ok' }).expect(200)).body;
      expect(maya.creators).toEqual([{ id: expect.any(String), handle: 'mayapours', name: 'Maya Okafor', avatar: expect.anything() }]);
      const none = (await app.http().get('/api/search').query({ q: 'zzzqqq' }).expect(200)).body;
      expect(none).toEqual({ products: [], brands: [], creators: [] });
    });

    it('refuses a missing, too short or too long text with a 400 that says what to send', async () => {
      for (const query of [{}, { q: 'g' }, { q: '  ab  ' }, { q: 'x'.repeat(101) }]) {
        const response = await app.http().get('/api/search').query(query).expect(400);
        expect(JSON.stringify(response.body)).toContain('q must be 3 to 100 characters');
      }
    });
  });
});
