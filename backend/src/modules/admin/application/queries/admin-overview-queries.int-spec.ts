import { createBrand, createCreator, createProduct } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { QueryBus } from '@nestjs/cqrs';
import { GetAdminStatsQuery } from './get-admin-stats/get-admin-stats.query';
import { ListAdminProductsQuery } from './list-admin-products/list-admin-products.query';

/** The admin overview asks identity, curation and catalog; the answers must match their tables. */
describe('admin overview queries on PostgreSQL (integration)', () => {
  let app: TestApp;
  let queryBus: QueryBus;
  const count = async (table: string) => Number((await app.query<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    queryBus = app.app.get(QueryBus);
  });
  afterAll(() => app?.close());

  it('counts users, creator pages, brands and products, each from its owner', async () => {
    await app.registerAndSignIn('stats');
    await createCreator(app);
    const brandId = await createBrand(app);
    await createProduct(app, brandId);
    expect(await queryBus.execute(new GetAdminStatsQuery())).toEqual({
      totalUsers: await count('users'),
      activeCurators: await count('creators'),
      partnerBrands: await count('brands'),
      totalProducts: await count('products'),
    });
  });

  it('pages products newest first with the brand name, first category, price in cents and delivery flag', async () => {
    const brandId = await createBrand(app, 'Admin Table Distillers');
    const shipOnly = await createProduct(app, brandId, { name: 'Admin Table Rye', priceCents: 3150, deliveryAvailable: false, categories: ['whiskey', 'gift'] });
    await app.query("update products set created_at = now() + interval '1 hour' where id = $1", [shipOnly]);

    const { items, total } = await queryBus.execute(new ListAdminProductsQuery(1, 3));
    expect(total).toBe(await count('products'));
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      id: shipOnly,
      name: 'Admin Table Rye',
      brandName: 'Admin Table Distillers',
      firstCategory: 'whiskey',
      priceCents: 3150,
      availableForDelivery: false,
      availability: 'ship_only',
      createdAt: expect.any(Date),
    });
    const expected = await app.query<{ id: string }>('select id from products order by created_at desc, id desc limit 3');
    expect(items.map((item) => item.id)).toEqual(expected.map((row) => row.id));
  });

  it('answers the next page without overlap, and an empty page past the end', async () => {
    const first = await queryBus.execute(new ListAdminProductsQuery(1, 5));
    const second = await queryBus.execute(new ListAdminProductsQuery(2, 5));
    const firstIds = first.items.map((i) => i.id);
    expect(second.items).toHaveLength(5);
    expect(second.items.filter((i) => firstIds.includes(i.id))).toEqual([]);
    const pastPage = Math.ceil(first.total / 5) + 1;
    const past = await queryBus.execute(new ListAdminProductsQuery(pastPage, 5));
    expect(past).toEqual({ items: [], total: first.total, page: pastPage, pageSize: 5 });
  });
});
