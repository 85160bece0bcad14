import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { TRACKING } from '../support/fulfilment';
import { createTestApp, DEMO_PASSWORD, TestApp } from '../support/test-app';
import { totpCode, untilStepHasTime } from '../support/totp-codes';

const BANKING = { accountHolderName: 'Casey Curator', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '123456789', accountType: 'checking' };

/** Sessions whose last confirmation is older than 5 minutes (as if the time had passed). */
async function confirmationGrowsOld(app: TestApp, userId: string): Promise<void> {
  await app.query(`update sessions set sess = jsonb_set(sess::jsonb, '{steppedUpAt}', '"2020-01-01T00:00:00.000Z"')::json where sess -> 'passport' ->> 'user' = $1`, [userId]);
}

/** What moves money needs a confirmation within the last 5 minutes: POST /api/user/step-up. */
describe('Step-up for what moves money (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let adminId: string;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    admin = await app.signIn('admin');
    adminId = (await admin.get('/api/user').expect(200)).body.id;
  });
  afterAll(() => app?.close());

  it('refuses a banking change without a fresh confirmation, and takes the password where no second factor is set up', async () => {
    const { agent, user } = await app.registerAndSignIn('banker');
    // Just signed in with the password: fresh.
    await agent.post('/api/user/settings/banking').send(BANKING).expect(200);
    await confirmationGrowsOld(app, user.id);
    const refused = await agent.post('/api/user/settings/banking').send({ ...BANKING, bankName: 'Second Rye Bank' }).expect(403);
    expect(refused.body.code).toBe('STEP_UP_REQUIRED');
    expect((await agent.get('/api/user/settings/banking').expect(200)).body.bankingDetails.bankName).toBe('First Rye Bank');

    expect((await agent.post('/api/user/step-up').send({}).expect(400)).body.code).toBe('PASSWORD_EXPECTED');
    expect((await agent.post('/api/user/step-up').send({ password: 'not-my-password' }).expect(401)).body.code).toBe('INVALID_CREDENTIALS');
    await agent.post('/api/user/step-up').send({ password: 'correct-horse-battery' }).expect(200);
    await agent.post('/api/user/settings/banking').send({ ...BANKING, bankName: 'Second Rye Bank' }).expect(200);

    // The replacement (not the first save) starts the 72-hour payout hold, and both saves are in the audit log.
    const [account] = await app.query<{ banking_changed_at: Date | null }>('select banking_changed_at from commission_accounts where user_id = $1', [user.id]);
    expect(Date.now() - account.banking_changed_at!.getTime()).toBeLessThan(60_000);
    expect(await app.query(`select 1 from audit_log where entity_id = $1 and action = 'user.banking_changed'`, [user.id])).toHaveLength(2);
  });

  it('starts no payout hold on the first banking details', async () => {
    const { agent, user } = await app.registerAndSignIn('first_banker');
    await agent.post('/api/user/settings/banking').send(BANKING).expect(200);
    expect(await app.query('select banking_changed_at from commission_accounts where user_id = $1', [user.id])).toEqual([{ banking_changed_at: null }]);
  });

  it('takes a code, not the password, once a second factor is set up', async () => {
    await untilStepHasTime();
    const { agent, user } = await app.registerAndSignIn('banker_mfa');
    const setup = (await agent.post('/api/user/mfa/totp/setup').expect(200)).body;
    await agent.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.secret, -1) }).expect(200);
    await confirmationGrowsOld(app, user.id);
    await agent.post('/api/user/settings/banking').send(BANKING).expect(403);
    expect((await agent.post('/api/user/step-up').send({ password: 'correct-horse-battery' }).expect(400)).body.code).toBe('SECOND_FACTOR_EXPECTED');
    const code = totpCode(setup.secret);
    await agent.post('/api/user/step-up').send({ code }).expect(200);
    await agent.post('/api/user/settings/banking').send(BANKING).expect(200);
    // The same code again is no confirmation.
    await confirmationGrowsOld(app, user.id);
    expect((await agent.post('/api/user/step-up').send({ code }).expect(401)).body.code).toBe('INVALID_SECOND_FACTOR');
  });

  it("refuses a curator's tier and rate change without a fresh confirmation", async () => {
    const [{ id: curatorId }] = await app.query<{ id: string }>(`select id from users where username = 'curator'`);
    await confirmationGrowsOld(app, adminId);
    expect((await admin.put(`/api/admin/users/${curatorId}/tier`).send({ curatorStatus: 'platinum_curator', commissionRate: 10 }).expect(403)).body.code).toBe('STEP_UP_REQUIRED');
    await admin.post('/api/user/step-up').send({ password: DEMO_PASSWORD }).expect(200);
    await admin.put(`/api/admin/users/${curatorId}/tier`).send({ curatorStatus: 'platinum_curator', commissionRate: 10 }).expect(200);
  });
});

describe('Step-up for large refunds (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let adminId: string;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'refund_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('refund_admin', 'admin-password-1');
    adminId = (await admin.get('/api/user').expect(200)).body.id;
    brandId = await createBrand(app);
  });
  afterAll(() => app?.close());

  /** An order whose one shipment left the seller: its money was captured, so a refund gives it back. */
  const placeShippedOrder = async (priceCents: number): Promise<string> => {
    const { agent } = await app.registerAndSignIn('big_buyer');
    const productId = await createProduct(app, brandId, { priceCents });
    const { body } = await agent.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    const orderId: string = body.orders[0].id;
    const [{ id: shipmentId }] = await app.query<{ id: string }>('select id from shipments where order_id = $1', [orderId]);
    await admin.post(`/api/brands/shipments/${shipmentId}/pack`).expect(200);
    await admin.post(`/api/brands/shipments/${shipmentId}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(200);
    return orderId;
  };
  const statusOf = async (orderId: string) => (await app.query<{ status: string }>('select status from orders where id = $1', [orderId]))[0].status;

  it('refunds up to $500 without asking, and asks for a fresh confirmation above it', async () => {
    const small = await placeShippedOrder(40_000);
    const large = await placeShippedOrder(60_000);
    await confirmationGrowsOld(app, adminId);
    await admin.post(`/api/admin/orders/${small}/status`).send({ status: 'refunded' }).expect(200);
    const refused = await admin.post(`/api/admin/orders/${large}/status`).send({ status: 'refunded' }).expect(403);
    expect(refused.body.code).toBe('STEP_UP_REQUIRED');
    expect(await statusOf(large)).toBe('shipped');
    await admin.post('/api/user/step-up').send({ password: 'admin-password-1' }).expect(200);
    await admin.post(`/api/admin/orders/${large}/status`).send({ status: 'refunded' }).expect(200);
    expect(await statusOf(large)).toBe('refunded');
  });

  it('cancels a large order that never left without asking: releasing an authorization gives no money back', async () => {
    const { agent } = await app.registerAndSignIn('big_buyer');
    const productId = await createProduct(app, brandId, { priceCents: 60_000 });
    const { body } = await agent.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    await confirmationGrowsOld(app, adminId);
    await admin.post(`/api/admin/orders/${body.orders[0].id}/status`).send({ status: 'cancelled' }).expect(200);
    expect(await statusOf(body.orders[0].id)).toBe('cancelled');
  });
});

describe('A second factor required for a role (MFA_REQUIRED_ROLES) (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true, env: { MFA_REQUIRED_ROLES: 'admin' } });
  });
  afterAll(() => app?.close());

  it('lets an admin without one reach only the enrolment, then the back-office once it is set up', async () => {
    const admin = await app.signIn('admin');
    expect((await admin.get('/api/admin/users').expect(403)).body.code).toBe('MFA_ENROLMENT_REQUIRED');
    expect((await admin.get('/api/user/mfa').expect(200)).body).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, required: true });
    await untilStepHasTime();
    const setup = (await admin.post('/api/user/mfa/totp/setup').expect(200)).body;
    await admin.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.secret) }).expect(200);
    await admin.get('/api/admin/users').expect(200);
    // A shopper is not asked.
    const shopper = await app.signIn('shopper');
    expect((await shopper.get('/api/user/mfa').expect(200)).body.required).toBe(false);
  });
});
