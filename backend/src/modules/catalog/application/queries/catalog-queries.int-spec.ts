import { randomBytes, randomUUID } from 'node:crypto';
import { createBrand, createProduct } from '../../../../../test/support/buying-fixtures';
import { stateRulesBus } from '../../../../../test/support/state-rules';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../shared/infrastructure/database/mikro-orm-sql';
import { BrandCriterion, brandCriterion } from '../../domain/brand-filter';
import { ProductNotFoundError } from '../../domain/catalog.errors';
import { productSearch } from '../../domain/product-listing';
import type { ProductListCriteria } from '../catalog-views';
import { BrandNotFoundError } from '../../domain/catalog.errors';
import { GetBrandHandler } from './get-brand/get-brand.handler';
import { GetBrandQuery } from './get-brand/get-brand.query';
import { GetCatalogRevisionHandler } from './get-catalog-revision/get-catalog-revision.handler';
import { GetProductHandler } from './get-product/get-product.handler';
import { GetProductQuery } from './get-product/get-product.query';
import { GetPurchasableProductsHandler } from './get-purchasable-products/get-purchasable-products.handler';
import { GetPurchasableProductsQuery } from './get-purchasable-products/get-purchasable-products.query';
import { ListBrandsHandler } from './list-brands/list-brands.handler';
import { ListBrandsQuery } from './list-brands/list-brands.query';
import { ListProductRecommendationsHandler } from './list-product-recommendations/list-product-recommendations.handler';
import { ListProductRecommendationsQuery } from './list-product-recommendations/list-product-recommendations.query';
import { ListProductsHandler } from './list-products/list-products.handler';

/** The catalog's read handlers over one real database, each reached by what the old read model was asked. */
function catalogReads(db: TestDatabase) {
  const sql = new MikroOrmSql(db.orm, { database: { embedded: false } });
  const products = new ListProductsHandler(sql, stateRulesBus(sql));
  const revision = new GetCatalogRevisionHandler(sql);
  return {
    listProducts: (criteria: ProductListCriteria) => products.listProducts(criteria),
    catalogRevision: () => revision.execute(),
    findProduct: (id: string) =>
      new GetProductHandler(sql, stateRulesBus(sql)).execute(new GetProductQuery(id)).catch((error: unknown) => {
        if (error instanceof ProductNotFoundError) return null;
        throw error;
      }),
    findPurchasableProducts: (ids: string[]) => new GetPurchasableProductsHandler(sql).execute(new GetPurchasableProductsQuery(ids)),
    listRecommendations: (id: string, limit: number) => new ListProductRecommendationsHandler(sql, stateRulesBus(sql)).related(id, limit),
    listBrands: (criterion: BrandCriterion | null, thumbnails: number) => new ListBrandsHandler(sql).brands(criterion, thumbnails),
    findBrand: (id: string, thumbnails: number) => new GetBrandHandler(sql).brand(id, thumbnails),
  };
}

const slug = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe('catalog read handlers (PostgreSQL)', () => {
  let db: TestDatabase;
  let catalog: ReturnType<typeof catalogReads>;

  beforeAll(async () => {
    db = await createTestDatabase();
    catalog = catalogReads(db);
  });
  afterAll(() => db?.close());

  const ids = (page: { items: { id: string }[] }) => page.items.map((product) => product.id);

  describe('product listing', () => {
    it('lists newest first, breaking ties by id, and pages without overlap or gaps', async () => {
      const brandId = await createBrand(db);
      const oldest = await createProduct(db, brandId, { createdAt: at(1) });
      const tiedA = await createProduct(db, brandId, { createdAt: at(2) });
      const tiedB = await createProduct(db, brandId, { createdAt: at(2) });
      const newest = await createProduct(db, brandId, { createdAt: at(3) });
      const [tiedFirst, tiedSecond] = [tiedA, tiedB].sort().reverse();

      const all = await catalog.listProducts({ brandId, limit: 10, offset: 0 });
      expect(ids(all)).toEqual([newest, tiedFirst, tiedSecond, oldest]);
      expect(all.total).toBe(4);
      const pages = [await catalog.listProducts({ brandId, limit: 3, offset: 0 }), await catalog.listProducts({ brandId, limit: 3, offset: 3 })];
      expect(pages.flatMap(ids)).toEqual(ids(all));
      expect(pages.map((page) => page.total)).toEqual([4, 4]);
    });

    it("matches a category anywhere in a product's categories, alone or with other filters", async () => {
      const category = slug('gin');
      const brandId = await createBrand(db);
      const primary = await createProduct(db, brandId, { categories: [category], createdAt: at(5), featured: true });
      const secondary = await createProduct(db, brandId, { categories: ['mixers', category], createdAt: at(4) });
      await createProduct(db, brandId, { categories: ['mixers'] });

      expect(ids(await catalog.listProducts({ category, limit: 10, offset: 0 }))).toEqual([primary, secondary]);
      expect(ids(await catalog.listProducts({ category, featured: true, limit: 10, offset: 0 }))).toEqual([primary]);
      expect(ids(await catalog.listProducts({ category, featured: false, limit: 10, offset: 0 }))).toEqual([secondary]);
      expect(await catalog.listProducts({ category: slug('none'), limit: 10, offset: 0 })).toEqual({ items: [], total: 0 });
    });

    it('searches name, description and brand name case-insensitively, taking % and _ literally', async () => {
      const category = slug('search');
      const oak = await createBrand(db, `Barrel ${randomBytes(2).toString('hex')} Oakworks`);
      const other = await createBrand(db);
      const byName = await createProduct(db, other, { name: 'OAKEN Rye', categories: [category] });
      const byDescription = await createProduct(db, other, { description: 'Rested in oak barrels', categories: [category] });
      const byBrand = await createProduct(db, oak, { categories: [category] });
      const percent = await createProduct(db, other, { name: '50% Proof Gin', categories: [category] });
      await createProduct(db, other, { name: '500 Proof Gin', categories: [category] });
      const underscore = await createProduct(db, other, { name: 'Gin_Tonic Kit', categories: [category] });
      const ginX = await createProduct(db, other, { name: 'GinXTonic Kit', categories: [category] });

      const search = async (term: string) => ids(await catalog.listProducts({ category, search: productSearch(term), limit: 10, offset: 0 })).sort();
      expect(await search('oak')).toEqual([byName, byDescription, byBrand].sort());
      expect(await search('50%')).toEqual([percent]);
      // '_' is no wildcard: GinXTonic never matches; the whole word "gin" does.
      const ginT = ids(await catalog.listProducts({ category, search: productSearch('gin_t'), limit: 10, offset: 0 }));
      expect(ginT).toContain(underscore);
      expect(ginT).not.toContain(ginX);
    });

    it('counts the total afresh once the catalog changes, never serving a stale count', async () => {
      const brandId = await createBrand(db);
      await createProduct(db, brandId);
      await createProduct(db, brandId);
      expect((await catalog.listProducts({ brandId, limit: 1, offset: 0 })).total).toBe(2);
      expect((await catalog.listProducts({ brandId, limit: 1, offset: 0 })).total).toBe(2);
      await createProduct(db, brandId);
      expect((await catalog.listProducts({ brandId, limit: 1, offset: 0 })).total).toBe(3);
    });

    it('moves the catalog revision with every write to products or brands', async () => {
      const before = await catalog.catalogRevision();
      await createBrand(db);
      const afterBrand = await catalog.catalogRevision();
      expect(BigInt(afterBrand)).toBeGreaterThan(BigInt(before));
    });
  });

  describe('one product', () => {
    it('answers every field with its brand and its valid variants, or null', async () => {
      const brandId = await createBrand(db, `Ember ${randomBytes(2).toString('hex')}`);
      const id = await createProduct(db, brandId, { name: 'Small Batch Bourbon', priceCents: 4250, markets: ['CA'], categories: ['whiskey', 'bourbon'] });
      await db.query('update products set variants = $1 where id = $2', [
        JSON.stringify([{ size: '1.75L', description: 'Handle', priceCents: 7999 }, { size: '50ml', priceCents: 499 }, { size: 'broken' }]),
        id,
      ]);
      const [{ name: brandName }] = await db.query<{ name: string }>('select name from brands where id = $1', [brandId]);

      expect(await catalog.findProduct(id)).toMatchObject({
        id,
        brandId,
        brand: { id: brandId, name: brandName },
        name: 'Small Batch Bourbon',
        priceCents: 4250,
        markets: ['CA'],
        categories: ['whiskey', 'bourbon'],
        variants: [
          { size: '1.75L', description: 'Handle', priceCents: 7999 },
          { size: '50ml', description: null, priceCents: 499 },
        ],
        deliveryFeeCents: 499,
        freeShippingMinCents: 7500,
        createdAt: expect.any(Date),
      });
      expect(await catalog.findProduct(randomUUID())).toBeNull();
    });

    it('answers what checkout needs for each known id, skipping unknown ones', async () => {
      const brandId = await createBrand(db);
      const id = await createProduct(db, brandId, { priceCents: 3000, deliveryAvailable: false });
      const found = await catalog.findPurchasableProducts([id, randomUUID()]);
      expect(found).toEqual([expect.objectContaining({ id, brandId, priceCents: 3000, deliveryAvailable: false, shippingAvailable: true, variants: [] })]);
    });
  });

  describe('recommendations', () => {
    it('ranks same primary category and brand, then same primary category, then same brand, then any shared category; never itself', async () => {
      const [brand, otherBrand] = [await createBrand(db), await createBrand(db)];
      const [primary, shared] = [slug('rec'), slug('shared')];
      const target = await createProduct(db, brand, { categories: [primary, shared] });
      const sharedOnly = await createProduct(db, otherBrand, { categories: [slug('x'), shared], createdAt: at(40) });
      const sameBrand = await createProduct(db, brand, { categories: [slug('y')], createdAt: at(30) });
      const sameCategory = await createProduct(db, otherBrand, { categories: [primary], createdAt: at(20) });
      const sameBoth = await createProduct(db, brand, { categories: [primary], createdAt: at(10) });
      await createProduct(db, otherBrand, { categories: [slug('unrelated')] });

      const related = await catalog.listRecommendations(target, 8);
      expect(related?.map((product) => product.id)).toEqual([sameBoth, sameCategory, sameBrand, sharedOnly]);
      expect((await catalog.listRecommendations(target, 2))?.map((product) => product.id)).toEqual([sameBoth, sameCategory]);
      expect(await catalog.listRecommendations(randomUUID(), 8)).toBeNull();
    });
  });

  describe('brands', () => {
    it('filters by tag and by home or foreign country, ordered by name in any case', async () => {
      const tag = `tag-${randomBytes(3).toString('hex')}`;
      const make = async (name: string, country: string | null) => {
        const id = await createBrand(db, name);
        await db.query('update brands set tags = $1, country = $2 where id = $3', [[tag], country, id]);
        return id;
      };
      const suffix = randomBytes(2).toString('hex');
      const usa = await make(`beta ${suffix}`, 'US');
      const scotland = await make(`Alpha ${suffix}`, 'GB');
      const unknown = await make(`Gamma ${suffix}`, null);
      const mine = [usa, scotland, unknown];
      const listed = async (criterion: BrandCriterion | null) =>
        (await catalog.listBrands(criterion, 3)).map((brand) => brand.id).filter((id) => mine.includes(id));

      expect(await listed({ kind: 'tag', tag })).toEqual([scotland, usa, unknown]);
      expect(await listed(brandCriterion('usa'))).toEqual([usa]);
      expect(await listed(brandCriterion('international'))).toEqual([scotland]);
    });

    it("counts a brand's products and shows up to N thumbnails, featured first then newest", async () => {
      const brandId = await createBrand(db);
      const old = await createProduct(db, brandId, { createdAt: at(1) });
      const featured = await createProduct(db, brandId, { createdAt: at(2), featured: true });
      const newest = await createProduct(db, brandId, { createdAt: at(3) });
      const brand = await catalog.findBrand(brandId, 2);
      expect(brand).toMatchObject({ id: brandId, productCount: 3 });
      expect(brand?.productThumbnails.map((thumbnail) => thumbnail.id)).toEqual([featured, newest]);
      expect((await catalog.findBrand(brandId, 3))?.productThumbnails.map((thumbnail) => thumbnail.id)).toEqual([featured, newest, old]);
      expect(await catalog.findBrand(randomUUID(), 3)).toBeNull();
    });
  });

  describe('what the handlers add to the rows', () => {
    const sql = () => new MikroOrmSql(db.orm, { database: { embedded: false } });

    it("annotates a product with what the shopper's state allows, whatever the case of the code, and none without a state", async () => {
      const id = await createProduct(db, await createBrand(db), { markets: ['CA'] });
      expect((await new GetProductHandler(sql(), stateRulesBus(sql())).execute(new GetProductQuery(id))).availability).toBeNull();
      expect((await new GetProductHandler(sql(), stateRulesBus(sql())).execute(new GetProductQuery(id, 'ca'))).availability).toMatchObject({ state: 'CA', shippingInState: true });
      expect((await new GetProductHandler(sql(), stateRulesBus(sql())).execute(new GetProductQuery(id, 'TX'))).availability).toMatchObject({ state: 'TX', shippingInState: false });
    });

    it('answers 404 naming the id for an unknown product, brand or recommendation target', async () => {
      const unknown = randomUUID();
      await expect(new GetProductHandler(sql(), stateRulesBus(sql())).execute(new GetProductQuery(unknown))).rejects.toThrow(new ProductNotFoundError(unknown));
      await expect(new GetBrandHandler(sql()).execute(new GetBrandQuery(unknown))).rejects.toThrow(new BrandNotFoundError(unknown));
      await expect(new ListProductRecommendationsHandler(sql(), stateRulesBus(sql())).execute(new ListProductRecommendationsQuery(unknown))).rejects.toThrow(new ProductNotFoundError(unknown));
    });

    it('reads each well-formed id once and drops ids that cannot name a product', async () => {
      const id = await createProduct(db, await createBrand(db));
      const handler = new GetPurchasableProductsHandler(sql());
      expect((await handler.execute(new GetPurchasableProductsQuery([id, id, 'not-a-uuid']))).map((product) => product.id)).toEqual([id]);
      expect(await handler.execute(new GetPurchasableProductsQuery(['not-a-uuid', '']))).toEqual([]);
    });

    it('turns a filter chip into what a brand must satisfy', async () => {
      const usa = await createBrand(db, `Chip ${randomBytes(2).toString('hex')}`);
      await db.query("update brands set country = 'US' where id = $1", [usa]);
      const listed = async (filter: 'usa' | 'international') => (await new ListBrandsHandler(sql()).execute(new ListBrandsQuery(filter))).map((brand) => brand.id);
      expect(await listed('usa')).toContain(usa);
      expect(await listed('international')).not.toContain(usa);
    });
  });
});
