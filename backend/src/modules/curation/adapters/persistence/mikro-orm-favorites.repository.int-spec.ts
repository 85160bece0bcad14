import { randomUUID } from 'node:crypto';
import { createBrand, createProduct } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { FAVORITES_REPOSITORY, FavoritesRepository } from '../../application/ports/favorites.port';

/** Favorites are curation's rows; what they show of products and brands comes from catalog_products_v and catalog_brands_v. */
describe('MikroOrmFavoritesRepository on PostgreSQL (integration)', () => {
  let app: TestApp;
  let favorites: FavoritesRepository;

  beforeAll(async () => {
    app = await createTestApp();
    favorites = app.app.get<FavoritesRepository>(FAVORITES_REPOSITORY);
  });
  afterAll(() => app?.close());

  it('checks products and brands against the catalog', async () => {
    const brandId = await createBrand(app);
    const productId = await createProduct(app, brandId);
    expect([await favorites.productExists(productId), await favorites.productExists(randomUUID())]).toEqual([true, false]);
    expect([await favorites.brandExists(brandId), await favorites.brandExists(randomUUID())]).toEqual([true, false]);
  });

  it("lists favorites with the catalog's current name and price, newest first, without products or brands that left it", async () => {
    const { user } = await app.registerAndSignIn('hearts');
    const brandId = await createBrand(app, 'Heart Distillery');
    const goneBrand = await createBrand(app);
    const kept = await createProduct(app, brandId, { name: 'Kept Rum', priceCents: 2900, categories: ['rum'] });
    const gone = await createProduct(app, brandId);
    await favorites.addProduct(user.id, gone);
    await favorites.addProduct(user.id, kept);
    await favorites.addBrand(user.id, goneBrand);
    await favorites.addBrand(user.id, brandId);

    await app.query("update products set name = 'Kept Rum (new label)', price_cents = 3100 where id = $1", [kept]);
    await app.query('delete from products where id = $1', [gone]);
    await app.query('delete from brands where id = $1', [goneBrand]);

    expect(await favorites.listProducts(user.id)).toEqual([
      { productId: kept, name: 'Kept Rum (new label)', priceCents: 3100, categories: ['rum'], image: expect.any(String), favoritedAt: expect.any(Date) },
    ]);
    expect(await favorites.findProduct(user.id, gone)).toBeNull();
    expect((await favorites.listBrands(user.id)).map((brand) => [brand.brandId, brand.name])).toEqual([[brandId, 'Heart Distillery']]);
  });
});
