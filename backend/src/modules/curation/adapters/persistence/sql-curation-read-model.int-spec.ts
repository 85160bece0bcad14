import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { createBrand, createCreator, createProduct } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { CURATION_READ_MODEL, CurationReadModel } from '../../application/ports/curation-read-model.port';
import { FindCreatorByReferenceQuery } from '../../application/queries/find-creator-by-reference/find-creator-by-reference.query';

/** Curation's read model over its own tables and the catalog's views (catalog_products_v, catalog_brands_v). */
describe('SqlCurationReadModel on PostgreSQL (integration)', () => {
  let app: TestApp;
  let curation: CurationReadModel;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    curation = app.app.get<CurationReadModel>(CURATION_READ_MODEL);
    brandId = await createBrand(app, 'Read Model Spirits');
  });
  afterAll(() => app?.close());

  const newCollection = async (owner: { creatorId?: string; userId?: string }, name: string, productIds: string[]) => {
    const id = randomUUID();
    await app.query('insert into collections (id, creator_id, user_id, name, is_public) values ($1, $2, $3, $4, true)', [id, owner.creatorId ?? null, owner.userId ?? null, name]);
    // Inserted last-first, so only the position can give the order back.
    for (const [index, productId] of [...productIds.entries()].reverse()) {
      await app.query('insert into collection_items (collection_id, product_id, position) values ($1, $2, $3)', [id, productId, index + 1]);
    }
    return id;
  };

  describe('creator collections', () => {
    it("lists a creator's collections with their products in position order, leaving out products no longer in the catalog", async () => {
      const creator = await createCreator(app);
      const [a, b, c] = [await createProduct(app, brandId), await createProduct(app, brandId), await createProduct(app, brandId)];
      const gone = randomUUID();
      const id = await newCollection({ creatorId: creator.id }, 'Three and a ghost', [b, gone, a, c]);

      expect(await curation.listCreatorCollections(creator.id)).toEqual([
        { id, name: 'Three and a ghost', description: null, productIds: [b, a, c], productCount: 3, createdAt: expect.any(Date) },
      ]);
      await app.query('delete from products where id = $1', [a]);
      expect((await curation.listCreatorCollections(creator.id))![0]).toMatchObject({ productIds: [b, c], productCount: 2 });
    });

    it("does not list an account's own collections on a creator page, and answers null for an unknown creator", async () => {
      const { user } = await app.registerAndSignIn('collector');
      const creator = await createCreator(app, { userId: user.id });
      await newCollection({ userId: user.id }, 'My private shelf', [await createProduct(app, brandId)]);
      expect(await curation.listCreatorCollections(creator.id)).toEqual([]);
      expect(await curation.listCreatorCollections(randomUUID())).toBeNull();
    });

    it('refuses a collection with no owner or with two', async () => {
      const creator = await createCreator(app);
      const { user } = await app.registerAndSignIn('owner');
      await expect(app.query("insert into collections (name) values ('orphan')")).rejects.toThrow(/collections_one_owner/);
      await expect(app.query("insert into collections (name, creator_id, user_id) values ('both', $1, $2)", [creator.id, user.id])).rejects.toThrow(/collections_one_owner/);
    });
  });

  describe('feed', () => {
    it("builds the product card from the catalog's views, with the brand's current name", async () => {
      const creator = await createCreator(app);
      const productId = await createProduct(app, brandId, { name: 'Feed Card Gin', priceCents: 3999, categories: ['gin'] });
      await app.query('insert into endorsements (creator_id, product_id, review, rating) values ($1, $2, $3, 5)', [creator.id, productId, 'Bright.']);

      const [item] = await curation.feed({ tab: 'latest', limit: 50, creatorId: creator.id, popularWindowDays: 30 });
      expect(item).toMatchObject({
        review: 'Bright.',
        rating: 5,
        creator: { id: creator.id, handle: creator.handle },
        product: { id: productId, brandId, brand: { id: brandId, name: 'Read Model Spirits' }, name: 'Feed Card Gin', priceCents: 3999, categories: ['gin'], available: true },
      });
      await app.query('delete from products where id = $1', [productId]);
      expect(await curation.feed({ tab: 'latest', limit: 50, creatorId: creator.id, popularWindowDays: 30 })).toEqual([]);
    });
  });

  describe('creators', () => {
    it('counts creator pages', async () => {
      const [{ n }] = await app.query<{ n: string }>('select count(*) as n from creators');
      expect(await curation.countCreators()).toBe(Number(n));
    });

    it('finds a creator by id, utm code or handle in any case; a utm code wins over another page’s handle', async () => {
      const first = await createCreator(app);
      const second = await createCreator(app);
      await app.query('update creators set utm_code = $1 where id = $2', [second.handle, first.id]);

      expect(await curation.findCreatorIdByReference(first.id)).toBe(first.id);
      expect(await curation.findCreatorIdByReference(second.utmCode)).toBe(second.id);
      expect(await curation.findCreatorIdByReference(second.handle.toUpperCase())).toBe(second.id);
      expect(await curation.findCreatorIdByReference(second.handle)).toBe(first.id);
      expect(await curation.findCreatorIdByReference('nobody-by-that-name')).toBeNull();
    });

    it("resolves a link naming the owner's username through identity (FindCreatorByReferenceQuery)", async () => {
      const { user } = await app.registerAndSignIn('linkowner');
      const creator = await createCreator(app, { userId: user.id });
      const queryBus = app.app.get(QueryBus);
      expect(await queryBus.execute(new FindCreatorByReferenceQuery(user.username))).toBe(creator.id);
      expect(await queryBus.execute(new FindCreatorByReferenceQuery(creator.handle))).toBe(creator.id);
      expect(await queryBus.execute(new FindCreatorByReferenceQuery('no_such_user_or_page'))).toBeNull();
    });
  });
});
