import { createBrand, createProduct } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Taste profile: recommendations and insights (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers 401 when signed out and 400 for a bad state', async () => {
    await app.http().get('/api/user/recommendations').expect(401);
    await app.http().get('/api/user/taste-insights').expect(401);
    const { agent } = await app.registerAndSignIn('taste');
    const bad = await agent.get('/api/user/recommendations').query({ state: 'California' }).expect(400);
    expect(bad.body.message).toBe('state must be a two-letter state code such as CA');
  });

  it('gives an empty list with a message under 5 hearts, not an error', async () => {
    const { agent } = await app.registerAndSignIn('taste');
    const brandId = await createBrand(app);
    for (let n = 0; n < 3; n++) await agent.post('/api/user/favorites/products').send({ productId: await createProduct(app, brandId, { categories: ['gin'] }) }).expect(200);
    const { body } = await agent.get('/api/user/recommendations').expect(200);
    expect(body).toEqual({ heartCount: 3, minimumHearts: 5, message: 'Heart 2 more products to get personalized recommendations.', recommendations: [] });
  });

  it('recommends from 5 hearts, explains each, never a hearted product, ranks what reaches the state first, and sums up the taste', async () => {
    const { agent } = await app.registerAndSignIn('taste');
    const juniper = await createBrand(app, 'Juniper Works');
    const other = await createBrand(app);
    const hearted: string[] = [];
    for (const [n, price] of [3000, 3500, 4000].entries()) {
      const id = await createProduct(app, juniper, { name: `Hearted Gin ${n}`, categories: ['gin'], priceCents: price });
      await app.query("update products set tags = '{botanical}', abv = $2 where id = $1", [id, `${41 + n}%`]);
      hearted.push(id);
    }
    hearted.push(await createProduct(app, other, { name: 'Hearted Rye', categories: ['whiskey'], priceCents: 6000 }));
    hearted.push(await createProduct(app, other, { name: 'Hearted Rum', categories: ['rum'], priceCents: 2500 }));
    for (const productId of hearted) await agent.post('/api/user/favorites/products').send({ productId }).expect(200);

    await createProduct(app, other, { name: 'Everywhere Gin', categories: ['gin'], priceCents: 3600, deliveryAvailable: false });
    const texasOnlyGin = await createProduct(app, juniper, { name: 'Texas Juniper Gin', categories: ['gin'], priceCents: 3600, deliveryAvailable: false, markets: ['TX'] });
    await app.query("update products set tags = '{botanical}' where id = $1", [texasOnlyGin]);
    await createProduct(app, await createBrand(app), { name: 'Unrelated Vodka', categories: ['vodka'], priceCents: 3600 });
    await createProduct(app, other, { name: 'Sold Out Gin', categories: ['gin'], available: false });

    const { body } = await agent.get('/api/user/recommendations').expect(200);
    expect(body.heartCount).toBe(5);
    expect(body.message).toBeNull();
    const names = body.recommendations.map((entry: { product: { name: string } }) => entry.product.name);
    // Gins hearted by nobody here (an earlier test's) share only the category and rank below.
    expect(names.slice(0, 2)).toEqual(['Texas Juniper Gin', 'Everywhere Gin']);
    expect(names).not.toContain('Unrelated Vodka');
    expect(names).not.toContain('Sold Out Gin');
    expect(body.recommendations[0]).toEqual({
      product: { id: texasOnlyGin, name: 'Texas Juniper Gin', brand: { id: juniper, name: 'Juniper Works' }, price: 36, image: expect.any(String), categories: ['gin'], abv: null },
      reason: 'Because you hearted 3 gins',
      score: 3 * 3 + 2 * 3 + 1 * 3 + 2,
      availableInState: null,
    });
    for (const id of hearted) expect(JSON.stringify(body)).not.toContain(id);

    // For a shopper in NY the Texas-only bottle is Coming Soon and drops below what reaches NY.
    const ny = (await agent.get('/api/user/recommendations').query({ state: 'ny' }).expect(200)).body;
    const nyRanked = ny.recommendations.map((entry: { product: { name: string }; availableInState: boolean }) => [entry.product.name, entry.availableInState]);
    expect(nyRanked[0]).toEqual(['Everywhere Gin', true]);
    expect(nyRanked.at(-1)).toEqual(['Texas Juniper Gin', false]);

    const insights = (await agent.get('/api/user/taste-insights').expect(200)).body;
    expect(insights).toEqual({
      heartCount: 5,
      completeAt: 25,
      percentComplete: 20,
      topCategories: [{ category: 'gin', count: 3 }, { category: 'rum', count: 1 }, { category: 'whiskey', count: 1 }],
      favoriteBrands: [{ id: juniper, name: 'Juniper Works', count: 3 }, expect.objectContaining({ id: other, count: 2 })],
      priceBand: { min: 30, max: 40 },
      abvRange: { lowest: 41, highest: 43 },
    });
  });
});
