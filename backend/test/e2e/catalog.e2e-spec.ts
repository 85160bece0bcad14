import { createTestApp, TestApp } from '../support/test-app';

/** The catalog read side over the demo shop (backend/demo/demo-catalog.json). */
describe('Catalog (e2e)', () => {
  let app: TestApp;
  const productIdByName = new Map<string, string>();
  const brandIdByName = new Map<string, string>();

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    for (const row of await app.query<{ id: string; name: string }>('select id, name from products')) productIdByName.set(row.name, row.id);
    for (const row of await app.query<{ id: string; name: string }>('select id, name from brands')) brandIdByName.set(row.name, row.id);
  });
  afterAll(() => app.close());

  const productId = (name: string) => {
    const id = productIdByName.get(name);
    if (!id) throw new Error(`No demo product named ${name}`);
    return id;
  };
  const brandId = (name: string) => {
    const id = brandIdByName.get(name);
    if (!id) throw new Error(`No demo brand named ${name}`);
    return id;
  };
  const list = (query: Record<string, string | number | boolean> = {}) => app.http().get('/api/products').query(query);

  describe('GET /api/products', () => {
    it('lists every product with the seed fields in dollars, its brand, and the total in X-Total-Count', async () => {
      const [{ count }] = await app.query<{ count: number }>('select count(*)::int as count from products');
      const response = await list().expect(200);
      expect(response.headers['x-total-count']).toBe(String(count));
      expect(response.body).toHaveLength(Math.min(count, 100));

      const bourbon = response.body.find((p: { name: string }) => p.name === 'Ember & Oak Small Batch Bourbon');
      expect(bourbon).toMatchObject({
        id: productId('Ember & Oak Small Batch Bourbon'),
        brandId: brandId('Ember & Oak Distilling'),
        brand: { id: brandId('Ember & Oak Distilling'), name: 'Ember & Oak Distilling' },
        categories: expect.arrayContaining(['whiskey']),
        available: true,
        featured: true,
        deliveryAvailable: true,
        shippingAvailable: true,
        pickupAvailable: false,
        deliveryTime: '2-4 hours',
        shippingTime: '2-3 days',
        deliveryFee: 4.99,
        shippingFee: 8.99,
        freeDeliveryMin: 35,
        freeShippingMin: 75,
        markets: [],
      });
      expect(Object.keys(bourbon).sort()).toEqual(
        [
          'id', 'brandId', 'brand', 'name', 'description', 'ingredients', 'image', 'price', 'abv', 'size', 'upc', 'productLink',
          'variants', 'tags', 'categories', 'markets', 'available', 'featured', 'deliveryAvailable', 'shippingAvailable',
          'pickupAvailable', 'deliveryTime', 'shippingTime', 'deliveryFee', 'shippingFee', 'freeDeliveryMin', 'freeShippingMin', 'createdAt',
          'rating', 'ratingCount',
        ].sort(),
      );
      const [stored] = await app.query<{ price_cents: number }>('select price_cents from products where id = $1', [bourbon.id]);
      expect(bourbon.price).toBe(stored.price_cents / 100);
      expect(bourbon.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      // No address given: no availability fields.
      expect(bourbon).not.toHaveProperty('availableInState');
    });

    it('answers variant prices in dollars', async () => {
      const [row] = await app.query<{ id: string; variants: { size: string; priceCents: number }[] }>(
        "select id, variants from products where jsonb_array_length(variants) > 0 limit 1",
      );
      const response = await app.http().get(`/api/products/${row.id}`).expect(200);
      expect(response.body.variants).toEqual(
        row.variants.map((variant) => ({ size: variant.size, description: expect.anything(), price: variant.priceCents / 100 })),
      );
    });

    it('orders newest first with the id breaking ties, and pages without overlap', async () => {
      const all = (await list({ limit: 200 }).expect(200)).body as { id: string; createdAt: string }[];
      for (let i = 1; i < all.length; i++) {
        const [previous, current] = [all[i - 1], all[i]];
        const newerOrTie = previous.createdAt > current.createdAt || (previous.createdAt === current.createdAt && previous.id > current.id);
        expect(newerOrTie).toBe(true);
      }
      const first = await list({ limit: 7 }).expect(200);
      const second = await list({ limit: 7, offset: 7 }).expect(200);
      expect(first.body.map((p: { id: string }) => p.id)).toEqual(all.slice(0, 7).map((p) => p.id));
      expect(second.body.map((p: { id: string }) => p.id)).toEqual(all.slice(7, 14).map((p) => p.id));
      expect(first.headers['x-total-count']).toBe(String(all.length));
      expect(second.headers['x-total-count']).toBe(String(all.length));

      const pastTheEnd = await list({ offset: all.length + 5 }).expect(200);
      expect(pastTheEnd.body).toEqual([]);
      expect(pastTheEnd.headers['x-total-count']).toBe(String(all.length));
      const lastPage = await list({ limit: 5, offset: all.length - 2 }).expect(200);
      expect(lastPage.body).toHaveLength(2);
      expect(lastPage.headers['x-total-count']).toBe(String(all.length));
    });

    it('filters by category (any of the product categories)', async () => {
      const [{ count }] = await app.query<{ count: number }>("select count(*)::int as count from products where 'whiskey' = any(categories)");
      const response = await list({ category: 'whiskey' }).expect(200);
      expect(count).toBeGreaterThan(0);
      expect(response.body).toHaveLength(count);
      expect(response.headers['x-total-count']).toBe(String(count));
      for (const product of response.body) expect(product.categories).toContain('whiskey');

      const unknown = await list({ category: 'absinthe' }).expect(200);
      expect(unknown.body).toEqual([]);
      expect(unknown.headers['x-total-count']).toBe('0');
    });

    it('filters by brand, by featured, and combines filters', async () => {
      const ember = brandId('Ember & Oak Distilling');
      const byBrand = await list({ brandId: ember }).expect(200);
      expect(byBrand.body).toHaveLength(5);
      for (const product of byBrand.body) expect(product.brand).toEqual({ id: ember, name: 'Ember & Oak Distilling' });

      const featured = await list({ featured: true }).expect(200);
      expect(featured.body.map((p: { name: string }) => p.name).sort()).toEqual(
        [
          'Casa Luminosa Blanco',
          'Ember & Oak Small Batch Bourbon',
          'Highland Reach 12 Year Single Malt',
          'Juniper Lane London Dry Gin',
          'Kura Minato Junmai Ginjo',
          'Marlowe Cellars Napa Cabernet Sauvignon 2021',
        ].sort(),
      );
      const notFeatured = await list({ featured: false, limit: 1 }).expect(200);
      expect(Number(notFeatured.headers['x-total-count'])).toBe(productIdByName.size - 6);

      const combined = await list({ brandId: ember, featured: true, category: 'whiskey' }).expect(200);
      expect(combined.body.map((p: { name: string }) => p.name)).toEqual(['Ember & Oak Small Batch Bourbon']);
      expect(combined.headers['x-total-count']).toBe('1');

      const unknownBrand = await list({ brandId: '00000000-0000-4000-8000-000000000000' }).expect(200);
      expect(unknownBrand.body).toEqual([]);
    });

    it('searches name, description and brand name, case-insensitively (and, as whole words, categories and tags)', async () => {
      const bourbon = await list({ search: 'BOURBON' }).expect(200);
      const expected = await app.query<{ id: string }>(
        `select p.id from products p join brands b on b.id = p.brand_id
         where p.name ilike '%bourbon%' or p.description ilike '%bourbon%' or b.name ilike '%bourbon%'
            or 'bourbon' = any(p.tags) or 'bourbon' = any(p.categories)`,
      );
      expect(bourbon.body.map((p: { id: string }) => p.id).sort()).toEqual(expected.map((row) => row.id).sort());
      expect(bourbon.headers['x-total-count']).toBe(String(expected.length));

      // "Distilling" is only in the brand's name, so every Ember & Oak product matches through its brand.
      const byBrandName = await list({ search: 'distilling' }).expect(200);
      const emberIds = [...productIdByName.entries()].filter(([name]) => name.startsWith('Ember & Oak')).map(([, id]) => id);
      expect(byBrandName.body.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(emberIds));

      const descriptionOnly = await app.query<{ description: string }>(
        "select description from products where description is not null and name not ilike '%' || split_part(description, ' ', 3) || '%' limit 1",
      );
      const word = descriptionOnly[0].description.split(' ')[2].replace(/[^A-Za-z]/g, '');
      if (word.length >= 3) {
        const byDescription = await list({ search: word.toUpperCase() }).expect(200);
        expect(byDescription.body.length).toBeGreaterThan(0);
      }
    });

    it('treats LIKE wildcards in a search literally and trims the term', async () => {
      const wildcard = await list({ search: '%%%' }).expect(200);
      expect(wildcard.body).toEqual([]);
      expect(wildcard.headers['x-total-count']).toBe('0');
      const underscores = await list({ search: '___' }).expect(200);
      expect(underscores.body).toEqual([]);
      const trimmed = await list({ search: '   tequila   ' }).expect(200);
      expect(trimmed.body.length).toBeGreaterThan(0);
    });

    it.each([
      [{ limit: 0 }, 'limit must be a whole number from 1 to 200'],
      [{ limit: 201 }, 'limit must be a whole number from 1 to 200'],
      [{ limit: -5 }, 'limit must be a whole number from 1 to 200'],
      [{ limit: 'ten' }, 'limit must be a whole number from 1 to 200'],
      [{ limit: '2.5' }, 'limit must be a whole number from 1 to 200'],
      [{ limit: '' }, 'limit must be a whole number from 1 to 200'],
      [{ offset: -1 }, 'offset must be a whole number of 0 or more'],
      [{ offset: 'x' }, 'offset must be a whole number of 0 or more'],
      [{ category: 'Whiskey' }, 'category must be a category slug'],
      [{ category: 'wine/red' }, 'category must be a category slug'],
      [{ category: 'x'.repeat(41) }, 'category must be at most 40 characters'],
      [{ brandId: 'ember-oak' }, 'brandId must be a brand id (a UUID)'],
      [{ featured: 'yes' }, 'featured must be true or false'],
      [{ search: 'ab' }, 'search must be 3 to 100 characters'],
      [{ search: 'x'.repeat(101) }, 'search must be 3 to 100 characters'],
      [{ state: 'California' }, 'state must be a two-letter state code such as CA'],
      [{ state: 'C1' }, 'state must be a two-letter state code such as CA'],
      [{ sort: 'price' }, 'sort is not an accepted field'],
    ])('refuses %j with 400 and a message', async (query, message) => {
      const response = await list(query).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringContaining(message), code: 'VALIDATION_FAILED' });
    });

    it('refuses a repeated parameter instead of guessing', async () => {
      const response = await app.http().get('/api/products?limit=5&limit=6').expect(400);
      expect(response.body.message).toContain('limit must be a whole number');
    });
  });

  describe('listing read model after catalog writes', () => {
    const whiskeyIds = async (query: Record<string, string | number | boolean> = {}) => {
      const response = await list({ category: 'whiskey', limit: 200, ...query }).expect(200);
      return { ids: response.body.map((p: { id: string }) => p.id) as string[], total: Number(response.headers['x-total-count']) };
    };

    it('keeps category pages and X-Total-Count exact through inserts, category changes and deletes', async () => {
      const before = await whiskeyIds();
      const firstPage = await list({ category: 'whiskey', limit: 1 }).expect(200);
      expect(firstPage.headers['x-total-count']).toBe(String(before.total));

      const [created] = await app.query<{ id: string }>(
        `insert into products (id, brand_id, name, price_cents, categories)
         select gen_random_uuid(), id, 'Read Model Test Rye', 3999, '{whiskey,rye}' from brands where name = 'Ember & Oak Distilling'
         returning id`,
      );
      const afterInsert = await list({ category: 'whiskey', limit: 1 }).expect(200);
      expect(afterInsert.headers['x-total-count']).toBe(String(before.total + 1));
      expect(afterInsert.body[0].id).toBe(created.id);
      const searchTotal = Number((await list({ search: 'read model test', limit: 1 }).expect(200)).headers['x-total-count']);
      expect(searchTotal).toBe(1);

      await app.query("update products set categories = '{gin}' where id = $1", [created.id]);
      const afterUpdate = await whiskeyIds();
      expect(afterUpdate.ids).not.toContain(created.id);
      expect(afterUpdate.total).toBe(before.total);
      expect((await list({ category: 'gin', limit: 1 }).expect(200)).body[0].id).toBe(created.id);

      await app.query('delete from products where id = $1', [created.id]);
      expect((await list({ category: 'gin', limit: 200 }).expect(200)).body.map((p: { id: string }) => p.id)).not.toContain(created.id);
      expect(Number((await list({ search: 'read model test', limit: 1 }).expect(200)).headers['x-total-count'])).toBe(0);
      expect(await whiskeyIds()).toEqual(before);
    });

    it('answers a category alone exactly like the same category combined with a filter that keeps everything', async () => {
      const alone = await whiskeyIds();
      const featured = await whiskeyIds({ featured: true });
      const notFeatured = await whiskeyIds({ featured: false });
      expect([...featured.ids, ...notFeatured.ids].sort()).toEqual([...alone.ids].sort());
      expect(featured.total + notFeatured.total).toBe(alone.total);
    });
  });

  describe('availability for an address (state=)', () => {
    const inState = async (name: string, state: string) => {
      const response = await app.http().get(`/api/products/${productId(name)}`).query({ state }).expect(200);
      const { availableInState, deliveryInState, shippingInState, stateRestricted, unavailableReason } = response.body;
      return { availableInState, deliveryInState, shippingInState, stateRestricted, unavailableReason };
    };

    it('offers same-day delivery and shipping in CA (lower-case state accepted)', async () => {
      expect(await inState('Ember & Oak Small Batch Bourbon', 'ca')).toEqual({
        availableInState: true,
        deliveryInState: true,
        shippingInState: true,
        stateRestricted: false,
        unavailableReason: null,
      });
    });

    it('ships but does not deliver outside the delivery states', async () => {
      expect(await inState('Ember & Oak Small Batch Bourbon', 'IL')).toMatchObject({ availableInState: true, deliveryInState: false, shippingInState: true });
    });

    it('handles a shipping-only product with markets', async () => {
      const sherry = 'Highland Reach 18 Year Sherry Cask';
      expect(await inState(sherry, 'CA')).toMatchObject({ availableInState: true, deliveryInState: false, shippingInState: true });
      expect(await inState(sherry, 'IL')).toMatchObject({ availableInState: true, deliveryInState: false, shippingInState: true });
      const texas = await inState(sherry, 'TX');
      expect(texas).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false, stateRestricted: false });
      expect(texas.unavailableReason).toContain('It ships only to CA, NY, FL, IL, MA and WA');
    });

    it('handles a delivery-only product', async () => {
      const ipa = 'Foghorn Fog City Hazy IPA';
      expect(await inState(ipa, 'NY')).toMatchObject({ availableInState: true, deliveryInState: true, shippingInState: false });
      const illinois = await inState(ipa, 'IL');
      expect(illinois).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false });
      expect(illinois.unavailableReason).toContain('Same-day delivery does not reach IL');
    });

    it.each(['UT', 'MS', 'AL'])('says alcohol cannot be sold to %s', async (state) => {
      expect(await inState('Ember & Oak Small Batch Bourbon', state)).toEqual({
        availableInState: false,
        deliveryInState: false,
        shippingInState: false,
        stateRestricted: true,
        unavailableReason: `Alcohol cannot be sold to ${state}`,
      });
    });

    it('marks an unavailable product as not available anywhere', async () => {
      const reserve = await inState('Ember & Oak Single Barrel Reserve', 'CA');
      expect(reserve).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false });
      expect(reserve.unavailableReason).toContain('currently unavailable');
    });

    it('annotates every product of a listing, keeping the listing itself unchanged', async () => {
      const plain = await list({ limit: 200 }).expect(200);
      const utah = await list({ limit: 200, state: 'UT' }).expect(200);
      expect(utah.body.map((p: { id: string }) => p.id)).toEqual(plain.body.map((p: { id: string }) => p.id));
      for (const product of utah.body) expect(product).toMatchObject({ availableInState: false, stateRestricted: true });

      const colorado = await list({ limit: 200, state: 'CO' }).expect(200);
      const bond = colorado.body.find((p: { name: string }) => p.name === 'Ember & Oak Bottled-in-Bond');
      expect(bond).toMatchObject({ availableInState: true, deliveryInState: true, shippingInState: true });
      const georgia = await list({ limit: 200, state: 'GA' }).expect(200);
      const bondInGeorgia = georgia.body.find((p: { name: string }) => p.name === 'Ember & Oak Bottled-in-Bond');
      expect(bondInGeorgia).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false });
    });
  });

  describe('GET /api/products/{id}', () => {
    it('answers one product', async () => {
      const response = await app.http().get(`/api/products/${productId('Casa Luminosa Blanco')}`).expect(200);
      expect(response.body).toMatchObject({ name: 'Casa Luminosa Blanco', brand: { name: 'Casa Luminosa' }, categories: ['tequila'] });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await app.http().get('/api/products/00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: expect.stringContaining('No product has the id'), code: 'PRODUCT_NOT_FOUND' });
      const malformed = await app.http().get('/api/products/not-a-uuid').expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'The product id in the path must be a UUID.', code: 'INVALID_PRODUCT_ID' });
      await app.http().get(`/api/products/${productId('Casa Luminosa Blanco')}`).query({ state: 'XYZ' }).expect(400);
    });
  });

  describe('GET /api/products/{id}/recommendations', () => {
    it('answers up to 8 related products, same primary category or brand first, never the product itself', async () => {
      const id = productId('Ember & Oak Small Batch Bourbon');
      const response = await app.http().get(`/api/products/${id}/recommendations`).expect(200);
      const related = response.body as { id: string; brandId: string; categories: string[] }[];
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(8);
      expect(related.map((p) => p.id)).not.toContain(id);
      expect(new Set(related.map((p) => p.id)).size).toBe(related.length);

      const ember = brandId('Ember & Oak Distilling');
      const isClose = (p: { brandId: string; categories: string[] }) => p.categories[0] === 'whiskey' || p.brandId === ember;
      const firstDistant = related.findIndex((p) => !isClose(p));
      if (firstDistant >= 0) expect(related.slice(firstDistant).every((p) => !isClose(p))).toBe(true);
      // Same primary category and same brand comes first of all.
      expect(related[0]).toMatchObject({ brandId: ember, categories: expect.arrayContaining(['whiskey']) });
      expect(related[0].categories[0]).toBe('whiskey');
    });

    it('annotates availability with state=, and answers 404 / 400 like the product', async () => {
      const id = productId('Juniper Lane London Dry Gin');
      const response = await app.http().get(`/api/products/${id}/recommendations`).query({ state: 'AL' }).expect(200);
      for (const product of response.body) expect(product).toMatchObject({ availableInState: false, stateRestricted: true });
      await app.http().get('/api/products/00000000-0000-4000-8000-000000000000/recommendations').expect(404);
      await app.http().get('/api/products/123/recommendations').expect(400);
    });
  });

  describe('GET /api/brands', () => {
    it('lists brands by name with product count, real creator recommendations and up to 3 thumbnails', async () => {
      const response = await app.http().get('/api/brands').expect(200);
      const brands = response.body as { name: string; productCount: number; recommendedByCount: number; productThumbnails: { id: string; name: string; image: string | null; categories: string[] }[] }[];
      expect(brands).toHaveLength(brandIdByName.size);
      expect(brands.map((b) => b.name)).toEqual([...brands.map((b) => b.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

      const ember = brands.find((b) => b.name === 'Ember & Oak Distilling')!;
      expect(ember).toMatchObject({ productCount: 5, recommendedByCount: 2, country: 'US', tags: ['craft', 'family-owned', 'premium'] });
      expect(ember.productThumbnails).toHaveLength(3);
      expect(ember.productThumbnails[0]).toEqual({
        id: productId('Ember & Oak Small Batch Bourbon'),
        name: 'Ember & Oak Small Batch Bourbon',
        image: expect.any(String),
        categories: expect.arrayContaining(['whiskey']),
      });
      // mayapours, agaveandre, ginandjules and zoemixes endorse Fizz Theory products (mayapours twice).
      expect(brands.find((b) => b.name === 'Fizz Theory')).toMatchObject({ recommendedByCount: 4 });

      const [counts] = await app.query<{ creators: number }>(
        `select count(distinct e.creator_id)::int as creators from endorsements e join products p on p.id = e.product_id
         join brands b on b.id = p.brand_id where b.name = 'Highland Reach'`,
      );
      expect(brands.find((b) => b.name === 'Highland Reach')!.recommendedByCount).toBe(counts.creators);
    });

    it.each([
      ['craft', ['Cane & Tide', 'Ember & Oak Distilling', 'Fizz Theory', 'Foghorn Brewing Co.', 'Juniper Lane']],
      ['usa', ['Ember & Oak Distilling', 'Fizz Theory', 'Foghorn Brewing Co.', 'Golden Hour Social', 'Marlowe Cellars']],
      ['international', ['Cane & Tide', 'Casa Luminosa', 'Highland Reach', 'Juniper Lane', 'Kura Minato', 'North Birch', 'Viña Solera']],
      ['celebrity', ['Casa Luminosa', 'Golden Hour Social', 'Marlowe Cellars']],
      ['low-calorie', ['Fizz Theory', 'Foghorn Brewing Co.', 'Golden Hour Social', 'North Birch']],
      ['organic', ['Fizz Theory', 'Juniper Lane', 'North Birch', 'Viña Solera']],
      ['premium', ['Casa Luminosa', 'Ember & Oak Distilling', 'Highland Reach', 'Kura Minato', 'Marlowe Cellars']],
      ['family-owned', ['Cane & Tide', 'Casa Luminosa', 'Ember & Oak Distilling', 'Kura Minato', 'Viña Solera']],
    ])('filters by %s from the brand data', async (filter, names) => {
      const response = await app.http().get('/api/brands').query({ filter }).expect(200);
      expect(response.body.map((b: { name: string }) => b.name).sort()).toEqual([...names].sort());
    });

    it('refuses an unknown filter with 400', async () => {
      const response = await app.http().get('/api/brands').query({ filter: 'cheap' }).expect(400);
      expect(response.body.message).toBe('filter must be one of craft, organic, low-calorie, celebrity, usa, international, premium, family-owned');
    });
  });

  describe('GET /api/brands/{id}', () => {
    it('answers one brand with its counts', async () => {
      const response = await app.http().get(`/api/brands/${brandId('Casa Luminosa')}`).expect(200);
      expect(response.body).toMatchObject({ name: 'Casa Luminosa', productCount: 5, recommendedByCount: 2, country: 'MX' });
      expect(response.body.productThumbnails.length).toBeLessThanOrEqual(3);
    });

    it('answers 404 for an unknown id, and for a word that no route serves', async () => {
      const missing = await app.http().get('/api/brands/00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: expect.stringContaining('No brand has the id'), code: 'BRAND_NOT_FOUND' });
      const word = await app.http().get('/api/brands/not-a-brand-id').expect(404);
      expect(word.body.code).toBe('NOT_FOUND');
    });
  });
});
