import type TestAgent from 'supertest/lib/agent';
import { CommissionsJob } from '../../src/modules/commissions';
import type { JobSnapshot } from '../../src/shared/application/jobs/job-queue.port';
import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { deliverOrder } from '../support/fulfilment';
import { createTestApp, TestApp } from '../support/test-app';

const BANKING = { accountHolderName: 'Maya Pour', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'checking' };

/** Replacing where payouts go holds the next payout for 72 hours: a stolen session cannot redirect the money at once. */
describe('The payout hold after a banking change (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'hold_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('hold_admin', 'admin-password-1');
  });
  afterAll(() => app?.close());

  const runPayouts = async (): Promise<JobSnapshot> => {
    const { jobId } = await app.runtime.jobQueue.enqueue(CommissionsJob.RunPayouts, { runAt: new Date().toISOString() });
    for (;;) {
      const job = await app.runtime.jobQueue.getJob(CommissionsJob.RunPayouts, jobId);
      if (job && (job.state === 'completed' || job.state === 'failed')) return job;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('skips the first run after banking details were replaced (banking_recently_changed), and pays once the change is older than 72 hours', async () => {
    const { agent, user } = await app.registerAndSignIn('payee');
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level2_curator', 7)", [user.id]);
    await app.query(`update users set email = username || '@example.com', email_verified_at = now() where id = $1`, [user.id]);
    await agent.post('/api/user/settings/banking').send(BANKING).expect(200);
    const creator = await createCreator(app, { userId: user.id });
    const { agent: fan } = await app.registerAndSignIn('fan');
    const productId = await createProduct(app, await createBrand(app), { priceCents: 50_000 });
    const { body } = await fan.post('/api/checkout').send({ productId, creatorId: creator.id, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    await deliverOrder(app, admin, body.orders[0].id);
    // The commission's 14-day hold has passed (as if the time had gone by): the next run would pay it.
    await app.query(`update commission_entries set payable_at = now() - interval '1 day' where user_id = $1 and status = 'pending'`, [user.id]);

    // The session signed in just now, so the replacement needs no other confirmation; it starts the hold.
    await agent.post('/api/user/settings/banking').send({ ...BANKING, bankName: 'Second Rye Bank', accountNumber: '000987654321' }).expect(200);
    expect((await runPayouts()).state).toBe('completed');
    expect(await app.query('select payout_skip_reason from commission_accounts where user_id = $1', [user.id])).toEqual([{ payout_skip_reason: 'banking_recently_changed' }]);
    expect(await app.query('select 1 from payouts where user_id = $1', [user.id])).toEqual([]);
    expect((await agent.get('/api/user/payouts').expect(200)).body).toMatchObject({
      paidPayouts: 0,
      notice: 'Your payout is held for 72 hours after your banking details changed, to keep your earnings safe. It goes out in the first run after that.',
    });

    // Just inside the hold: still skipped.
    await app.query(`update commission_accounts set banking_changed_at = now() - interval '71 hours' where user_id = $1`, [user.id]);
    await runPayouts();
    expect(await app.query('select payout_skip_reason from commission_accounts where user_id = $1', [user.id])).toEqual([{ payout_skip_reason: 'banking_recently_changed' }]);
    expect(await app.query('select 1 from payouts where user_id = $1', [user.id])).toEqual([]);

    // The change is older than 72 hours: the next run pays.
    await app.query(`update commission_accounts set banking_changed_at = now() - interval '73 hours' where user_id = $1`, [user.id]);
    expect((await runPayouts()).state).toBe('completed');
    expect((await agent.get('/api/user/payouts').expect(200)).body).toMatchObject({ paidPayouts: 35, notice: null });
    expect(await app.query('select status, amount_cents from payouts where user_id = $1', [user.id])).toEqual([{ status: 'paid', amount_cents: '3500' }]);
    expect(await app.query('select payout_skip_reason from commission_accounts where user_id = $1', [user.id])).toEqual([{ payout_skip_reason: null }]);
  });
});
