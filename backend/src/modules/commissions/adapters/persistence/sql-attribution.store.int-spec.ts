import { randomUUID } from 'node:crypto';
import { createBrand, createCreator, createProduct } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { TransactionContext, UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { ATTRIBUTION_STORE, AttributionStore } from '../../application/ports/attribution-store.port';

/**
 * Attribution writes only commissions' tables (click_logs)
 * and reads curation's and catalog's through their views.
 */
describe('SqlAttributionStore on PostgreSQL (integration)', () => {
  let app: TestApp;
  let store: AttributionStore;
  const inTransaction = <T>(work: (tx: TransactionContext) => Promise<T>) => app.app.get<UnitOfWork>(UNIT_OF_WORK).run(work);

  beforeAll(async () => {
    app = await createTestApp();
    store = app.app.get<AttributionStore>(ATTRIBUTION_STORE);
  });
  afterAll(() => app?.close());

  it("reads a page's owner through curation_creators_v and the owner's tier from commission_accounts ('user' without a row)", async () => {
    const { user } = await app.registerAndSignIn('tiered');
    const owned = await createCreator(app, { userId: user.id });
    const unowned = await createCreator(app);

    expect(await inTransaction((tx) => store.findCreator(tx, owned.id))).toEqual({ id: owned.id, ownerUserId: user.id, ownerTier: 'user' });
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level2_curator', 7)", [user.id]);
    expect(await inTransaction((tx) => store.findCreator(tx, owned.id))).toEqual({ id: owned.id, ownerUserId: user.id, ownerTier: 'level2_curator' });
    expect(await inTransaction((tx) => store.findCreator(tx, unowned.id))).toEqual({ id: unowned.id, ownerUserId: null, ownerTier: 'user' });
    expect(await inTransaction((tx) => store.findCreator(tx, randomUUID()))).toBeNull();
  });

  it("finds the shopper's latest click since a time, with its creator page and earning account", async () => {
    const { user: owner } = await app.registerAndSignIn('owner');
    const creator = await createCreator(app, { userId: owner.id });
    const { user: shopper } = await app.registerAndSignIn('shopper');
    await store.recordClick({ creatorId: creator.id, referrerUserId: owner.id, productId: null, shopperId: shopper.id, utmParams: {}, ipAddress: null, userAgent: null });
    await store.recordClick({ creatorId: null, referrerUserId: owner.id, productId: null, shopperId: shopper.id, utmParams: {}, ipAddress: null, userAgent: null });
    const latest = await inTransaction((tx) => store.latestClick(tx, shopper.id, new Date(Date.now() - 60_000)));
    expect(latest).toEqual({ clickId: expect.any(String), creatorId: null, referrerUserId: owner.id });
    expect(await inTransaction((tx) => store.latestClick(tx, shopper.id, new Date(Date.now() + 60_000)))).toBeNull();
    expect(await store.creatorOwner(creator.id)).toBe(owner.id);
  });

  it('tells a catalog product from an unknown id through catalog_products_v', async () => {
    const productId = await createProduct(app, await createBrand(app));
    expect(await store.productExists(productId)).toBe(true);
    expect(await store.productExists(randomUUID())).toBe(false);
  });
});
