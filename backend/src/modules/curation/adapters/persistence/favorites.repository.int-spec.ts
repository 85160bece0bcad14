import { randomUUID } from 'node:crypto';
import { createBrand, createProduct, createUser } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { QueryBus } from '@nestjs/cqrs';
import { FAVORITES_REPOSITORY, FavoritesRepository } from '../../application/ports/favorites.port';
import { ListFavoriteBrandsQuery } from '../../application/queries/list-favorite-brands/list-favorite-brands.query';
import { ListFavoriteProductsQuery } from '../../application/queries/list-favorite-products/list-favorite-products.query';

/** Favorites are curation's rows; what they show of products and brands comes from catalog_products_v and catalog_brands_v. */
describe('PostgresFavoritesRepository and the favorite queries on PostgreSQL (integration)', () => {
  let app: TestApp;
  let favorites: FavoritesRepository;
  let queryBus: QueryBus;
  const listProducts = (userId: string) => queryBus.execute(new ListFavoriteProductsQuery(userId));
  const listBrands = (userId: string) => queryBus.execute(new ListFavoriteBrandsQuery(userId));

  beforeAll(async () => {
    app = await createTestApp();
    favorites = app.app.get<FavoritesRepository>(FAVORITES_REPOSITORY);
    queryBus = app.app.get(QueryBus);
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

    expect(await listProducts(user.id)).toEqual([
      { productId: kept, name: 'Kept Rum (new label)', priceCents: 3100, categories: ['rum'], image: expect.any(String), available: true, deliveryAvailable: true, shippingAvailable: true, favoritedAt: expect.any(Date) },
    ]);
    expect(await favorites.findProduct(user.id, gone)).toBeNull();
    expect((await listBrands(user.id)).map((brand) => [brand.brandId, brand.name])).toEqual([[brandId, 'Heart Distillery']]);
  });

  it('keeps one favorite per product however often it is added, and removing an absent one changes nothing', async () => {
    const userId = await createUser(app);
    const productId = await createProduct(app, await createBrand(app), { name: 'Ginger Beer', priceCents: 899, categories: ['mixers'] });
    await Promise.all([favorites.addProduct(userId, productId), favorites.addProduct(userId, productId)]);
    await favorites.addProduct(userId, productId);

    expect(await listProducts(userId)).toEqual([
      { productId, name: 'Ginger Beer', priceCents: 899, categories: ['mixers'], image: expect.any(String), available: true, deliveryAvailable: true, shippingAvailable: true, favoritedAt: expect.any(Date) },
    ]);
    await favorites.removeProduct(userId, productId);
    await favorites.removeProduct(userId, productId);
    expect(await favorites.findProduct(userId, productId)).toBeNull();
  });

  it("lists a shopper's favorites newest first, and only theirs", async () => {
    const userId = await createUser(app);
    const other = await createUser(app);
    const brandId = await createBrand(app);
    const [first, second] = [await createProduct(app, brandId), await createProduct(app, brandId)];
    await favorites.addProduct(userId, first);
    await favorites.addProduct(userId, second);
    await favorites.addProduct(other, first);
    expect((await listProducts(userId)).map((favorite) => favorite.productId)).toEqual([second, first]);
    expect((await listProducts(other)).map((favorite) => favorite.productId)).toEqual([first]);
  });

  it('keeps brand favorites the same way', async () => {
    const userId = await createUser(app);
    const fizz = await createBrand(app, 'Fizz Theory');
    const casa = await createBrand(app, 'Casa Luminosa');
    await favorites.addBrand(userId, fizz);
    await favorites.addBrand(userId, fizz);
    await favorites.addBrand(userId, casa);
    expect((await listBrands(userId)).map((favorite) => favorite.name)).toEqual(['Casa Luminosa', 'Fizz Theory']);
    expect(await favorites.findBrand(userId, fizz)).toMatchObject({ brandId: fizz, name: 'Fizz Theory', blurb: 'Fizz Theory makes things.', favoritedAt: expect.any(Date) });
    await favorites.removeBrand(userId, fizz);
    await favorites.removeBrand(userId, fizz);
    expect((await listBrands(userId)).map((favorite) => favorite.brandId)).toEqual([casa]);
  });
});
