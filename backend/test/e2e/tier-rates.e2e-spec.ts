import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The rate an admin sets is the rate paid (PUT /api/admin/users/{id}/tier), a tier set by hand is kept when
 * sales cross a higher threshold, an automatic tier is still promoted, and each ledger entry says which rate applied and why.
 */
describe('Commission rates set by an admin (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'tier_rate_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('tier_rate_admin', 'admin-password-1');
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  const curator = async () => {
    const { agent, user } = await app.registerAndSignIn('rated');
    const creator = await createCreator(app, { userId: user.id });
    return { agent, userId: user.id as string, creatorId: creator.id };
  };
  const buyThrough = async (creatorId: string, priceCents: number) => {
    const { agent } = await app.registerAndSignIn('fan');
    const productId = await createProduct(app, brandId, { priceCents, name: `Rated bottle ${randomBytes(3).toString('hex')}` });
    await agent.post('/api/checkout').send({ productId, creatorId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
  };
  const account = async (userId: string) =>
    (await app.query<{ tier: string; commission_rate: string }>('select tier, commission_rate from commission_accounts where user_id = $1', [userId]))[0];
  const latestEntry = async (agent: TestAgent) => {
    const { body } = await agent.get('/api/user/sales-analytics').expect(200);
    return (await agent.get(`/api/user/commissions/${body.recentTransactions[0].id}`).expect(200)).body;
  };

  it("pays the admin's 13 % on level 2, not the tier's 7 %, and the entry says why", async () => {
    const { agent, userId, creatorId } = await curator();
    await admin.put(`/api/admin/users/${userId}/tier`).send({ curatorStatus: 'level2_curator', commissionRate: 13 }).expect(200);
    await buyThrough(creatorId, 10_000);

    const entry = await latestEntry(agent);
    expect(entry).toMatchObject({ tier: 'level2_curator', rate: 13, amount: 13 });
    expect(entry.explanation).toContain('13% of $100.00');
    expect(entry.explanation).toContain('the rate an admin set for your account (the Level 2 Curator rate is 7%)');
    const { body: dashboard } = await agent.get('/api/user/settings/curator-level').expect(200);
    expect(dashboard.commissionRate).toBe(13);
  });

  it('keeps a level 1 at 5 % set by hand after an $18,069 cart crosses the level 2 threshold', async () => {
    const { agent, userId, creatorId } = await curator();
    await admin.put(`/api/admin/users/${userId}/tier`).send({ curatorStatus: 'level1_curator' }).expect(200);
    await buyThrough(creatorId, 1_806_900);

    expect(await account(userId)).toEqual({ tier: 'level1_curator', commission_rate: '5.00' });
    const entry = await latestEntry(agent);
    expect(entry).toMatchObject({ tier: 'level1_curator', rate: 5 });
    expect(entry.explanation).toContain('5% is the Level 1 Curator rate');
  });

  it('still promotes a tier reached by sales alone, paying the crossing sale at the rate before it', async () => {
    const { agent, userId, creatorId } = await curator();
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level1_curator', 5)", [userId]);
    await buyThrough(creatorId, 1_806_900);

    expect(await account(userId)).toEqual({ tier: 'level2_curator', commission_rate: '7.00' });
    expect(await latestEntry(agent)).toMatchObject({ tier: 'level1_curator', rate: 5 });
    await buyThrough(creatorId, 10_000);
    expect(await latestEntry(agent)).toMatchObject({ tier: 'level2_curator', rate: 7, amount: 7 });
  });
});
