import type TestAgent from 'supertest/lib/agent';
import { CommissionsJob } from '../../src/modules/commissions';
import type { JobSnapshot } from '../../src/shared/application/jobs/job-queue.port';
import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { deliverOrder } from '../support/fulfilment';
import { createTestApp, TestApp } from '../support/test-app';
import { totpCode, untilStepHasTime } from '../support/totp-codes';

const DAY = 24 * 60 * 60 * 1000;
const BANKING = { accountHolderName: 'Maya Pour', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'checking' };

/** Where MFA_REQUIRED_ROLES covers a payee's role, money goes only to accounts with a second factor. */
describe('Payouts need a second factor under MFA_REQUIRED_ROLES (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'payee_admin', ADMIN_PASSWORD: 'admin-password-1', MFA_REQUIRED_ROLES: 'user,creator' } });
    admin = await app.signIn('payee_admin', 'admin-password-1');
  });
  afterAll(() => app?.close());

  const runPayouts = async (runAt: Date): Promise<JobSnapshot> => {
    const { jobId } = await app.runtime.jobQueue.enqueue(CommissionsJob.RunPayouts, { runAt: runAt.toISOString() });
    for (;;) {
      const job = await app.runtime.jobQueue.getJob(CommissionsJob.RunPayouts, jobId);
      if (job && (job.state === 'completed' || job.state === 'failed')) return job;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('refuses banking details without an authenticator app, and skips the payout of an account that has none with its own notice', async () => {
    const brandId = await createBrand(app);
    const earner = async () => {
      await untilStepHasTime();
      const { agent, user } = await app.registerAndSignIn('payee');
      await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level2_curator', 7)", [user.id]);
      await app.query(`update users set email = username || '@example.com', email_verified_at = now() where id = $1`, [user.id]);
      // No second factor yet: saving where payouts go is refused, saying what to do.
      const refused = await agent.post('/api/user/settings/banking').send(BANKING).expect(403);
      expect(refused.body).toMatchObject({ code: 'MFA_ENROLMENT_REQUIRED', message: 'Changing where payouts go needs two-step sign-in: set up an authenticator app in Settings first.' });
      expect((await agent.get('/api/user/settings/banking').expect(200)).body).toEqual({ bankingDetails: null });
      const setup = (await agent.post('/api/user/mfa/totp/setup').expect(200)).body;
      await agent.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.secret, -1) }).expect(200);
      await agent.post('/api/user/step-up').send({ code: totpCode(setup.secret) }).expect(200);
      await agent.post('/api/user/settings/banking').send(BANKING).expect(200);
      const creator = await createCreator(app, { userId: user.id });
      const { agent: fan } = await app.registerAndSignIn('fan');
      const productId = await createProduct(app, brandId, { priceCents: 50_000 });
      const { body } = await fan.post('/api/checkout').send({ productId, creatorId: creator.id, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
      await deliverOrder(app, admin, body.orders[0].id);
      return { agent, user };
    };
    const withFactor = await earner();
    const withoutFactor = await earner();
    // Its second factor gone (as when it was set up before the role joined MFA_REQUIRED_ROLES, or removed since).
    await app.query('delete from user_totp where user_id = $1', [withoutFactor.user.id]);

    expect((await runPayouts(new Date(Date.now() + 20 * DAY))).state).toBe('completed');
    expect((await withFactor.agent.get('/api/user/payouts').expect(200)).body).toMatchObject({ paidPayouts: 35, notice: null });
    const skipped = (await withoutFactor.agent.get('/api/user/payouts').expect(200)).body;
    expect(skipped).toMatchObject({
      paidPayouts: 0,
      notice: 'Your payout was skipped because accounts that receive payouts need an authenticator app. Set one up in Settings → Security to be paid in the next run.',
    });
    expect(await app.query('select payout_skip_reason from commission_accounts where user_id = $1', [withoutFactor.user.id])).toEqual([{ payout_skip_reason: 'second_factor_missing' }]);
  });
});
