import { CommissionsJob } from '../../src/modules/commissions';
import type { JobSnapshot } from '../../src/shared/application/jobs/job-queue.port';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { deliverOrder } from '../support/fulfilment';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

const VALID = { accountHolderName: 'Maya Pour', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'checking' };

describe('Settings: banking details and curator level (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'banking_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('banking_admin', 'admin-password-1');
  });
  afterAll(() => app.close());

  it('answers 401 when signed out', async () => {
    await app.http().post('/api/user/settings/banking').send(VALID).expect(401);
    await app.http().get('/api/user/settings/banking').expect(401);
    await app.http().get('/api/user/settings/curator-level').expect(401);
  });

  it('names every missing field, and each bad field', async () => {
    const { agent } = await app.registerAndSignIn('bank');
    const empty = await agent.post('/api/user/settings/banking').send({}).expect(400);
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    for (const field of ['accountHolderName', 'bankName', 'routingNumber', 'accountNumber', 'accountType']) expect(empty.body.message).toContain(field);

    const cases: [Record<string, unknown>, string][] = [
      [{ accountHolderName: '   ' }, 'accountHolderName is required'],
      [{ accountHolderName: 'x'.repeat(101) }, 'accountHolderName must be at most 100 characters'],
      [{ bankName: '' }, 'bankName is required'],
      [{ routingNumber: '12345678' }, 'routingNumber must be exactly 9 digits'],
      [{ routingNumber: '011000016' }, 'routingNumber is not a valid ABA routing number (its check digit does not match)'],
      [{ routingNumber: 11000015 }, 'routingNumber is required (9 digits, as text)'],
      [{ accountNumber: '123' }, 'accountNumber must be 4 to 17 digits'],
      [{ accountNumber: '1'.repeat(18) }, 'accountNumber must be 4 to 17 digits'],
      [{ accountNumber: '12ab5678' }, 'accountNumber must be 4 to 17 digits'],
      [{ accountType: 'brokerage' }, 'accountType must be checking or savings'],
      [{ extra: 'x' }, 'extra is not an accepted field'],
    ];
    for (const [change, message] of cases) {
      const { body } = await agent.post('/api/user/settings/banking').send({ ...VALID, ...change }).expect(400);
      expect(body.message).toBe(message);
    }
    expect((await agent.get('/api/user/settings/banking').expect(200)).body).toEqual({ bankingDetails: null });
  });

  it('saves encrypted, and shows only bank, type and last 4 — in its answer, on reading, and on GET /api/user', async () => {
    const { agent, user } = await app.registerAndSignIn('bank');
    const saved = await agent.post('/api/user/settings/banking').send({ ...VALID, accountHolderName: '  Maya Pour ' }).expect(200);
    expect(saved.body).toEqual({ bankName: 'First Rye Bank', accountType: 'checking', accountNumberLast4: '6789' });
    const read = await agent.get('/api/user/settings/banking').expect(200);
    expect(read.body).toEqual({ bankingDetails: saved.body });
    const account = await agent.get('/api/user').expect(200);
    for (const text of [saved.text, read.text, account.text]) {
      expect(text).not.toContain('000123456789');
      expect(text).not.toContain('011000015');
      expect(text).not.toContain('Maya Pour');
    }

    const [{ banking_details: stored }] = await app.query<{ banking_details: Record<string, unknown> }>('select banking_details from commission_accounts where user_id = $1', [user.id]);
    expect(stored).toMatchObject({ v: 1, alg: 'aes-256-gcm', keyId: 'dev', iv: expect.any(String), tag: expect.any(String), data: expect.any(String) });
    const raw = JSON.stringify(stored);
    expect(raw).not.toContain('000123456789');
    expect(raw).not.toContain('011000015');
    expect(raw).not.toContain('Maya Pour');

    // Saving again replaces them.
    await agent.post('/api/user/settings/banking').send({ ...VALID, accountType: 'savings', accountNumber: '4321' }).expect(200);
    expect((await agent.get('/api/user/settings/banking').expect(200)).body.bankingDetails).toEqual({ bankName: 'First Rye Bank', accountType: 'savings', accountNumberLast4: '4321' });
  });

  it('shows the curator level, the next one and the sales left, or none at platinum', async () => {
    const { agent, user } = await app.registerAndSignIn('level');
    expect((await agent.get('/api/user/settings/curator-level').expect(200)).body).toEqual({
      curatorStatus: 'user',
      label: 'User',
      commissionRate: 0,
      totalSalesGenerated: 0,
      nextLevel: { tier: 'level1_curator', label: 'Level 1 Curator', threshold: 1000, remaining: 1000 },
      progressPercent: 0,
    });
    await app.query("insert into commission_accounts (user_id, tier, commission_rate, total_sales_generated_cents) values ($1, 'level1_curator', 5, 550000)", [user.id]);
    expect((await agent.get('/api/user/settings/curator-level').expect(200)).body).toMatchObject({ curatorStatus: 'level1_curator', totalSalesGenerated: 5500, nextLevel: { tier: 'level2_curator', threshold: 10000, remaining: 4500 }, progressPercent: 50 });
    await app.query("update commission_accounts set tier = 'platinum_curator', commission_rate = 10, total_sales_generated_cents = 6000000 where user_id = $1", [user.id]);
    expect((await agent.get('/api/user/settings/curator-level').expect(200)).body).toMatchObject({ curatorStatus: 'platinum_curator', label: 'Platinum Curator', nextLevel: null, progressPercent: 100 });
  });

  it('pays out to the sealed details (opened only for the transfer), and never to details altered in the database', async () => {
    const runPayouts = async (runAt: Date): Promise<JobSnapshot> => {
      const { jobId } = await app.runtime.jobQueue.enqueue(CommissionsJob.RunPayouts, { runAt: runAt.toISOString() });
      for (;;) {
        const job = await app.runtime.jobQueue.getJob(CommissionsJob.RunPayouts, jobId);
        if (job && (job.state === 'completed' || job.state === 'failed')) return job;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const brandId = await createBrand(app);
    const earner = async (accountNumber: string) => {
      const { agent, user } = await app.registerAndSignIn('earner');
      await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level2_curator', 7)", [user.id]);
      await app.query(`update users set email = username || '@example.com', email_verified_at = now() where id = $1`, [user.id]);
      await agent.post('/api/user/settings/banking').send({ ...VALID, accountNumber }).expect(200);
      const creator = await createCreator(app, { userId: user.id });
      const { agent: fan } = await app.registerAndSignIn('fan');
      const productId = await createProduct(app, brandId, { priceCents: 50_000 });
      const { body } = await fan.post('/api/checkout').send({ productId, creatorId: creator.id, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
      // The commission's hold starts at the handoff: the seller (here an admin) ships and delivers.
      await deliverOrder(app, admin, body.orders[0].id);
      return { agent, user };
    };
    const paid = await earner('000123456789');
    const rejected = await earner('555500000000'); // the sandbox bank rejects accounts ending 0000: proves the real number reached it
    const tampered = await earner('000111222333');
    await app.query(`update commission_accounts set banking_details = jsonb_set(banking_details, '{data}', to_jsonb('AAAA' || substr(banking_details->>'data', 5))) where user_id = $1`, [tampered.user.id]);

    const run = await runPayouts(new Date(Date.now() + 20 * DAY));
    expect(run.state).toBe('completed');
    expect((await paid.agent.get('/api/user/payouts').expect(200)).body).toMatchObject({ paidPayouts: 35, hasBankingDetails: true });
    expect((await rejected.agent.get('/api/user/payouts').expect(200)).body.payoutHistory[0]).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('rejected') });
    const altered = (await tampered.agent.get('/api/user/payouts').expect(200)).body;
    expect(altered.paidPayouts).toBe(0);
    expect(altered.payoutHistory[0]).toMatchObject({ status: 'failed' });
  });
});
