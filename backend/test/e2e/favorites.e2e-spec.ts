import { createBrand, createProduct } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Favorites (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  const unknownId = '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

  it('answers 401 to every favorites call when signed out', async () => {
    for (const call of [
      app.http().get('/api/user/favorites/products'),
      app.http().post('/api/user/favorites/products').send({ productId: unknownId }),
      app.http().delete(`/api/user/favorites/products/${unknownId}`),
      app.http().get('/api/user/favorites/brands'),
      app.http().post('/api/user/favorites/brands').send({ brandId: unknownId }),
      app.http().delete(`/api/user/favorites/brands/${unknownId}`),
    ]) {
      expect((await call.expect(401)).body.code).toBe('NOT_SIGNED_IN');
    }
  });

  it("lists the demo shopper's favorites with the seed's fields", async () => {
    const shopper = await app.signIn('shopper');
    const products = (await shopper.get('/api/user/favorites/products').expect(200)).body;
    expect(products.length).toBeGreaterThan(0);
    for (const favorite of products) {
      expect(favorite).toEqual({
        id: expect.any(String),
        productId: favorite.id,
        name: expect.any(String),
        price: expect.any(Number),
        categories: expect.any(Array),
        image: expect.any(String),
        available: expect.any(Boolean),
        deliveryAvailable: expect.any(Boolean),
        shippingAvailable: expect.any(Boolean),
        favoritedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      });
      const [row] = await app.query<{ available: boolean; delivery_available: boolean; shipping_available: boolean }>(
        'select available, delivery_available, shipping_available from products where id = $1',
        [favorite.id],
      );
      expect([favorite.available, favorite.deliveryAvailable, favorite.shippingAvailable]).toEqual([row.available, row.delivery_available, row.shipping_available]);
    }
    const brands = (await shopper.get('/api/user/favorites/brands').expect(200)).body;
    for (const favorite of brands) {
      expect(Object.keys(favorite).sort()).toEqual(['blurb', 'favoritedAt', 'id', 'logo', 'name']);
    }
  });

  it('adds a product favorite once however often it is added, newest first, and removes it', async () => {
    const { agent, user } = await app.registerAndSignIn('fav');
    const brandId = await createBrand(app);
    const older = await createProduct(app, brandId, { name: 'Older Favorite', priceCents: 1999, categories: ['gin', 'rtd'] });
    const newer = await createProduct(app, brandId, { name: 'Newer Favorite' });

    const first = await agent.post('/api/user/favorites/products').send({ productId: older }).expect(200);
    expect(first.body).toMatchObject({ id: older, productId: older, name: 'Older Favorite', price: 19.99, categories: ['gin', 'rtd'] });
    const again = await agent.post('/api/user/favorites/products').send({ productId: older }).expect(200);
    expect(again.body).toEqual(first.body);
    await agent.post('/api/user/favorites/products').send({ productId: newer }).expect(200);

    const rows = await app.query('select product_id from favorites where user_id = $1', [user.id]);
    expect(rows).toHaveLength(2);
    const listed = (await agent.get('/api/user/favorites/products').expect(200)).body;
    expect(listed.map((favorite: { id: string }) => favorite.id)).toEqual([newer, older]);

    await agent.delete(`/api/user/favorites/products/${older}`).expect(204);
    await agent.delete(`/api/user/favorites/products/${older}`).expect(204);
    expect((await agent.get('/api/user/favorites/products')).body.map((favorite: { id: string }) => favorite.id)).toEqual([newer]);
  });

  it('keeps one row when the same favorite is added by parallel requests', async () => {
    const { agent, user } = await app.registerAndSignIn('favrace');
    const productId = await createProduct(app, await createBrand(app));
    const responses = await Promise.all(Array.from({ length: 10 }, () => agent.post('/api/user/favorites/products').send({ productId })));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(await app.query('select 1 from favorites where user_id = $1', [user.id])).toHaveLength(1);
  });

  it('adds and removes brand favorites with id, name, logo and blurb', async () => {
    const { agent, user } = await app.registerAndSignIn('favbrand');
    const brandId = await createBrand(app, 'Favorite Distillers');
    const added = await agent.post('/api/user/favorites/brands').send({ brandId }).expect(200);
    expect(added.body).toEqual({
      id: brandId,
      name: 'Favorite Distillers',
      logo: `/images/brands/${brandId}.svg`,
      blurb: 'Favorite Distillers makes things.',
      favoritedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
    });
    await agent.post('/api/user/favorites/brands').send({ brandId }).expect(200);
    expect(await app.query('select 1 from brand_favorites where user_id = $1', [user.id])).toHaveLength(1);
    expect((await agent.get('/api/user/favorites/brands').expect(200)).body).toEqual([added.body]);
    await agent.delete(`/api/user/favorites/brands/${brandId}`).expect(204);
    expect((await agent.get('/api/user/favorites/brands')).body).toEqual([]);
  });

  it('answers 404 for an unknown product or brand and 400 for a missing or malformed id', async () => {
    const { agent } = await app.registerAndSignIn('fav404');
    expect((await agent.post('/api/user/favorites/products').send({ productId: unknownId }).expect(404)).body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await agent.post('/api/user/favorites/brands').send({ brandId: unknownId }).expect(404)).body.code).toBe('BRAND_NOT_FOUND');
    await agent.delete(`/api/user/favorites/products/${unknownId}`).expect(404);
    await agent.delete(`/api/user/favorites/brands/${unknownId}`).expect(404);
    expect((await agent.post('/api/user/favorites/products').send({}).expect(400)).body.message).toBe('productId is required');
    expect((await agent.post('/api/user/favorites/brands').send({ brandId: 'abc' }).expect(400)).body.message).toMatch(/brandId must be a brand id/);
    await agent.delete('/api/user/favorites/products/abc').expect(400);
    await agent.delete('/api/user/favorites/brands/abc').expect(400);
  });

  it("never shows or changes another shopper's favorites", async () => {
    const shopper = await app.signIn('shopper');
    const before = (await shopper.get('/api/user/favorites/products')).body;
    const { agent } = await app.registerAndSignIn('favother');
    expect((await agent.get('/api/user/favorites/products')).body).toEqual([]);
    await agent.delete(`/api/user/favorites/products/${before[0].id}`).expect(204);
    expect((await shopper.get('/api/user/favorites/products')).body).toEqual(before);
  });
});
