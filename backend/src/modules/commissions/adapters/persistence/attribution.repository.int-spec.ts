import { randomUUID } from 'node:crypto';
import { createBrand, createCreator, createProduct } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { TransactionContext, UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { ATTRIBUTION_STORE, AttributionStore } from '../../application/ports/attribution-store.port';

/**
 * Attribution writes only commissions' tables (click_logs)
 * and reads curation's and catalog's through their views.
 */
describe('PostgresAttributionRepository on PostgreSQL (integration)', () => {
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
    await store.recordClick({ creatorId: creator.id, referrerUserId: owner.id, productId: null, shopperId: shopper.id, utmParams: {}, ipAddress: null, userAgent: null }, 60);
    await store.recordClick({ creatorId: null, referrerUserId: owner.id, productId: null, shopperId: shopper.id, utmParams: {}, ipAddress: null, userAgent: null }, 60);
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

  it("records a visitor's profile view once per window: again from another browser or address, or after the window", async () => {
    const { user: owner } = await app.registerAndSignIn('viewedowner');
    const visitor = { ownerUserId: owner.id, ipAddress: '203.0.113.7', userAgent: 'Phone browser' };
    const window = 30 * 60;
    const views = async () =>
      (await app.query<{ n: number }>("select count(*)::int as n from click_logs where referrer_user_id = $1 and utm_params->>'utm_medium' = 'profile_view' and user_id is null", [owner.id]))[0].n;

    expect(await store.recordProfileView(visitor, window)).toBe(true);
    expect(await store.recordProfileView(visitor, window)).toBe(false);
    expect(await store.recordProfileView({ ...visitor, userAgent: 'Laptop browser' }, window)).toBe(true);
    expect(await store.recordProfileView({ ...visitor, ipAddress: '198.51.100.4' }, window)).toBe(true);
    expect(await store.recordProfileView({ ...visitor, userAgent: null }, window)).toBe(true);
    expect(await store.recordProfileView({ ...visitor, userAgent: null }, window)).toBe(false);
    expect(await views()).toBe(4);

    // A click through a link does not stand in for a view, and another owner's views are their own.
    const { user: other } = await app.registerAndSignIn('otherowner');
    await store.recordClick({ creatorId: null, referrerUserId: other.id, productId: null, shopperId: null, utmParams: { utm_medium: 'link' }, ipAddress: visitor.ipAddress, userAgent: visitor.userAgent }, window);
    expect(await store.recordProfileView({ ...visitor, ownerUserId: other.id }, window)).toBe(true);

    // Once the window has passed, the same visitor counts again.
    await app.query("update click_logs set created_at = created_at - interval '31 minutes' where referrer_user_id = $1", [owner.id]);
    expect(await store.recordProfileView(visitor, window)).toBe(true);
    expect(await views()).toBe(5);
  });

  it("records a visitor's click on a link once per window: another product, source or visitor counts, and so does the same one after the window", async () => {
    const { user: owner } = await app.registerAndSignIn('clickedowner');
    const creator = await createCreator(app, { userId: owner.id });
    const brandId = await createBrand(app);
    const [rye, gin] = [await createProduct(app, brandId), await createProduct(app, brandId)];
    const { user: shopper } = await app.registerAndSignIn('clickshopper');
    const window = 30 * 60;
    const anonymous = { creatorId: creator.id, referrerUserId: owner.id, productId: rye, shopperId: null, utmParams: { utm_source: creator.handle }, ipAddress: '203.0.113.7', userAgent: 'Phone browser' };
    const clicks = async () =>
      (await app.query<{ n: number }>("select count(*)::int as n from click_logs where referrer_user_id = $1 and utm_params->>'utm_medium' is distinct from 'profile_view'", [owner.id]))[0].n;

    // Twenty identical requests at once (a prefetch, the page, a second process) make one row.
    const burst = await Promise.all(Array.from({ length: 20 }, () => store.recordClick(anonymous, window)));
    expect(burst.filter(Boolean)).toHaveLength(1);
    expect(await store.recordClick({ ...anonymous, productId: gin }, window)).toBe(true);
    expect(await store.recordClick({ ...anonymous, productId: null }, window)).toBe(true);
    expect(await store.recordClick({ ...anonymous, creatorId: null }, window)).toBe(true);
    expect(await store.recordClick({ ...anonymous, userAgent: 'Laptop browser' }, window)).toBe(true);
    // A signed-in shopper is one visitor whatever the address or browser.
    expect(await store.recordClick({ ...anonymous, shopperId: shopper.id }, window)).toBe(true);
    expect(await store.recordClick({ ...anonymous, shopperId: shopper.id, ipAddress: '198.51.100.4', userAgent: 'Other' }, window)).toBe(false);
    // A profile view from the same browser is not a click.
    await store.recordProfileView({ ownerUserId: owner.id, ipAddress: '198.51.100.9', userAgent: 'Tablet' }, window);
    expect(await store.recordClick({ ...anonymous, ipAddress: '198.51.100.9', userAgent: 'Tablet', productId: null, creatorId: null }, window)).toBe(true);
    expect(await clicks()).toBe(7);

    await app.query("update click_logs set created_at = created_at - interval '31 minutes' where referrer_user_id = $1", [owner.id]);
    expect(await store.recordClick(anonymous, window)).toBe(true);
    expect(await clicks()).toBe(8);
  });
});
