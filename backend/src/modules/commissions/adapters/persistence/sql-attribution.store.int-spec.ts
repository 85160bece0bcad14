import { randomUUID } from 'node:crypto';
import { createBrand, createCreator, createProduct } from '../../../../../test/support/buying-fixtures';
import { createTestApp, TestApp } from '../../../../../test/support/test-app';
import { TransactionContext, UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { ATTRIBUTION_STORE, AttributionStore } from '../../application/ports/attribution-store.port';

/**
 * Attribution writes only commissions' tables (commission_accounts, order_attribution, click_logs)
 * and reads curation's and catalog's through their views.
 */
describe('SqlAttributionStore on PostgreSQL (integration)', () => {
  let app: TestApp;
  let store: AttributionStore;
  const inTransaction = <T>(work: (tx: TransactionContext) => Promise<T>) => app.app.get<UnitOfWork>(UNIT_OF_WORK).run(work);
  const salesOf = async (userId: string) =>
    (await app.query<{ total_sales_generated_cents: string }>('select total_sales_generated_cents from commission_accounts where user_id = $1', [userId]))[0]?.total_sales_generated_cents;

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

  it("records attributions and grows the owner's total sales in commission_accounts, creating the row the first time", async () => {
    const { user } = await app.registerAndSignIn('seller');
    const creator = await createCreator(app, { userId: user.id });
    const owner = { id: creator.id, ownerUserId: user.id, ownerTier: 'level1_curator' as const };
    const [firstOrder, secondOrder] = [randomUUID(), randomUUID()];

    expect(await salesOf(user.id)).toBeUndefined();
    await inTransaction((tx) => store.recordOrderAttributions(tx, owner, [{ orderId: firstOrder, productId: null, gmvCents: 10000, commissionCents: 500 }]));
    expect(await salesOf(user.id)).toBe('10000');
    await inTransaction((tx) => store.recordOrderAttributions(tx, owner, [{ orderId: secondOrder, productId: null, gmvCents: 2550, commissionCents: 128 }]));
    expect(await salesOf(user.id)).toBe('12550');

    expect(await app.query('select order_id, gmv_cents, commission_cents from order_attribution where creator_id = $1 order by gmv_cents desc', [creator.id])).toEqual([
      { order_id: firstOrder, gmv_cents: 10000, commission_cents: 500 },
      { order_id: secondOrder, gmv_cents: 2550, commission_cents: 128 },
    ]);
  });

  it('leaves commission_accounts alone for a page without an owner, and rolls back with the transaction', async () => {
    const creator = await createCreator(app);
    const [{ n: before }] = await app.query<{ n: string }>('select count(*) as n from commission_accounts');
    await inTransaction((tx) => store.recordOrderAttributions(tx, { id: creator.id, ownerUserId: null, ownerTier: 'user' }, [{ orderId: randomUUID(), productId: null, gmvCents: 900, commissionCents: 0 }]));
    expect((await app.query<{ n: string }>('select count(*) as n from commission_accounts'))[0].n).toBe(before);

    const { user } = await app.registerAndSignIn('rolledback');
    await expect(
      inTransaction(async (tx) => {
        await store.recordOrderAttributions(tx, { id: creator.id, ownerUserId: user.id, ownerTier: 'user' }, [{ orderId: randomUUID(), productId: null, gmvCents: 700, commissionCents: 0 }]);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await salesOf(user.id)).toBeUndefined();
  });

  it('tells a catalog product from an unknown id through catalog_products_v', async () => {
    const productId = await createProduct(app, await createBrand(app));
    expect(await store.productExists(productId)).toBe(true);
    expect(await store.productExists(randomUUID())).toBe(false);
  });
});
