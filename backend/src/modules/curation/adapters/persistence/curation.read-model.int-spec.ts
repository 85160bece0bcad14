import { randomBytes, randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { createBrand, createCreator, createProduct, createUser } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { CURATION_READ_MODEL, CurationReadModel } from '../../application/ports/curation-read-model.port';
import { CountCreatorsQuery } from '../../application/queries/count-creators/count-creators.query';
import { ListCohortsQuery } from '../../application/queries/list-cohorts/list-cohorts.query';
import { ListCreatorsQuery } from '../../application/queries/list-creators/list-creators.query';
import { FindCreatorByReferenceQuery } from '../../application/queries/find-creator-by-reference/find-creator-by-reference.query';

/** Curation's read model over its own tables and the catalog's views (catalog_products_v, catalog_brands_v). */
describe('SqlCurationReadModel and the creator and cohort lists on PostgreSQL (integration)', () => {
  let app: TestApp;
  let curation: CurationReadModel;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp();
    curation = app.app.get<CurationReadModel>(CURATION_READ_MODEL);
    brandId = await createBrand(app, 'Read Model Spirits');
  });
  afterAll(() => app?.close());

  const listCreators = (query: ListCreatorsQuery) => app.app.get(QueryBus).execute(query);
  const listCohorts = (query: ListCohortsQuery) => app.app.get(QueryBus).execute(query);
  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
  const endorse = async (creatorId: string, productId: string, createdAt: Date, rating: number | null = null) => {
    const id = randomUUID();
    await app.query('insert into endorsements (id, creator_id, product_id, review, rating, created_at) values ($1, $2, $3, $4, $5, $6)', [id, creatorId, productId, 'Worth it.', rating, createdAt]);
    return id;
  };
  const favorite = (userId: string, productId: string, createdAt: Date) =>
    app.query('insert into favorites (user_id, product_id, created_at) values ($1, $2, $3)', [userId, productId, createdAt]);
  const only = <T extends { id: string }>(rows: T[], ids: string[]) => rows.filter((row) => ids.includes(row.id)).map((row) => row.id);

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
    it('counts creator pages (CountCreatorsQuery)', async () => {
      const [{ n }] = await app.query<{ n: string }>('select count(*) as n from creators');
      expect(await app.app.get(QueryBus).execute(new CountCreatorsQuery())).toBe(Number(n));
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

  describe('creator listing', () => {
    it('lists the most followed first, then by handle, with rating null when unset', async () => {
      const tag = randomBytes(3).toString('hex');
      const b = await createCreator(app, { handle: `b_${tag}`, followers: 2_000_000, rating: 4.5 });
      const a = await createCreator(app, { handle: `a_${tag}`, followers: 2_000_000 });
      const c = await createCreator(app, { handle: `c_${tag}`, followers: 3_000_000 });

      const listed = await listCreators(new ListCreatorsQuery(100));
      expect(only(listed, [a.id, b.id, c.id])).toEqual([c.id, a.id, b.id]);
      expect(listed.find((creator) => creator.id === b.id)).toMatchObject({ rating: 4.5, followers: 2_000_000, createdAt: expect.any(Date) });
      expect(listed.find((creator) => creator.id === a.id)?.rating).toBeNull();
      expect((await listCreators(new ListCreatorsQuery(1))).map((creator) => creator.id)).toEqual([c.id]);
    });

    it('filters featured and not featured', async () => {
      const featured = await createCreator(app, { featured: true });
      const plain = await createCreator(app);
      expect(only(await listCreators(new ListCreatorsQuery(100, true)), [featured.id, plain.id])).toEqual([featured.id]);
      expect(only(await listCreators(new ListCreatorsQuery(100, false)), [featured.id, plain.id])).toEqual([plain.id]);
    });

    it('finds a creator by handle in any letter case, or null', async () => {
      const maya = await createCreator(app, { handle: `MayaPours_${randomBytes(2).toString('hex')}` });
      expect(await curation.findCreatorByHandle(maya.handle.toLowerCase())).toMatchObject({ id: maya.id, handle: maya.handle });
      expect(await curation.findCreatorByHandle('nobody-has-this')).toBeNull();
    });
  });

  describe('cohorts', () => {
    it('lists active cohorts by name regardless of case, optionally only featured', async () => {
      const insert = (name: string, active: boolean, featured: boolean) =>
        app.query('insert into cohorts (name, active, featured, creator_count) values ($1, $2, $3, 4)', [name, active, featured]);
      await app.query('delete from cohorts');
      await insert('whiskey Lovers', true, true);
      await insert('Agave Club', true, false);
      await insert('Retired Cohort', false, true);

      expect((await listCohorts(new ListCohortsQuery())).map((cohort) => cohort.name)).toEqual(['Agave Club', 'whiskey Lovers']);
      expect(await listCohorts(new ListCohortsQuery(true))).toEqual([
        { id: expect.any(String), name: 'whiskey Lovers', description: null, image: null, category: null, featured: true, creatorCount: 4 },
      ]);
    });
  });

  describe('feed tabs', () => {
    it('shows the latest endorsements first, and one creator when asked', async () => {
      const maya = await createCreator(app);
      const ben = await createCreator(app);
      const productId = await createProduct(app, brandId);
      const older = await endorse(maya.id, productId, daysAgo(2), 5);
      const newer = await endorse(ben.id, productId, daysAgo(1));

      expect(only(await curation.feed({ tab: 'latest', limit: 50, popularWindowDays: 30 }), [older, newer])).toEqual([newer, older]);
      expect((await curation.feed({ tab: 'latest', limit: 50, creatorId: maya.id, popularWindowDays: 30 })).map((item) => item.id)).toEqual([older]);
    });

    it('makes For You of the creators the shopper follows only', async () => {
      const shopper = await createUser(app);
      const followed = await createCreator(app);
      const other = await createCreator(app);
      const productId = await createProduct(app, brandId);
      const mine = await endorse(followed.id, productId, daysAgo(1));
      await endorse(other.id, productId, daysAgo(1));
      await app.query('insert into follows (shopper_id, creator_id) values ($1, $2)', [shopper, followed.id]);

      expect((await curation.feed({ tab: 'for-you', limit: 50, shopperId: shopper, popularWindowDays: 30 })).map((item) => item.id)).toEqual([mine]);
      expect(await curation.feed({ tab: 'for-you', limit: 50, shopperId: await createUser(app), popularWindowDays: 30 })).toEqual([]);
    });

    it('ranks Popular by favorites of the product within the window, then by rating', async () => {
      const creator = await createCreator(app);
      const [loved, onceLoved, rated] = [await createProduct(app, brandId), await createProduct(app, brandId), await createProduct(app, brandId)];
      const lovedEndorsement = await endorse(creator.id, loved, daysAgo(3), 1);
      const onceLovedEndorsement = await endorse(creator.id, onceLoved, daysAgo(2), 1);
      const ratedEndorsement = await endorse(creator.id, rated, daysAgo(1), 5);
      for (let i = 0; i < 2; i += 1) await favorite(await createUser(app), loved, daysAgo(1));
      for (let i = 0; i < 3; i += 1) await favorite(await createUser(app), onceLoved, daysAgo(40));

      const popular = await curation.feed({ tab: 'popular', limit: 50, creatorId: creator.id, popularWindowDays: 30 });
      expect(popular.map((item) => item.id)).toEqual([lovedEndorsement, ratedEndorsement, onceLovedEndorsement]);
    });

    it('honours the limit', async () => {
      const creator = await createCreator(app);
      const productId = await createProduct(app, brandId);
      for (let day = 1; day <= 3; day += 1) await endorse(creator.id, productId, daysAgo(day));
      expect(await curation.feed({ tab: 'latest', limit: 2, creatorId: creator.id, popularWindowDays: 30 })).toHaveLength(2);
    });
  });
});
