import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { CommissionsJob } from '../../src/modules/commissions';
import type { JobSnapshot } from '../../src/shared/application/jobs/job-queue.port';
import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { deliverOrder } from '../support/fulfilment';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const BANKING = { accountHolderName: 'Maya Lopez', bankName: 'First Sandbox Bank', routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' };

describe('Creator earnings: ledger, tiers, payouts (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'earnings_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('earnings_admin', 'admin-password-1');
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  const curator = async (tier: 'user' | 'level1_curator' | 'level2_curator' = 'level1_curator', options: { banking?: object | null; role?: string } = {}) => {
    const { agent, user } = await app.registerAndSignIn('curator');
    await app.query('insert into commission_accounts (user_id, tier, commission_rate, banking_details) values ($1, $2, $3, $4)', [
      user.id,
      tier,
      { user: 0, level1_curator: 5, level2_curator: 7 }[tier],
      options.banking === undefined ? null : JSON.stringify(options.banking),
    ]);
    if (options.role) await app.query('update users set role = $2 where id = $1', [user.id, options.role]);
    // Payouts go only to confirmed addresses.
    await app.query(`update users set email = username || '@example.com', email_verified_at = now() where id = $1`, [user.id]);
    const creator = await createCreator(app, { userId: user.id });
    return { agent, user, creator };
  };
  const buyThrough = async (creatorId: string, priceCents: number, name = `Bottle ${priceCents} ${randomBytes(3).toString('hex')}`) => {
    const { agent } = await app.registerAndSignIn('fan');
    const productId = await createProduct(app, brandId, { priceCents, name });
    const { body } = await agent.post('/api/checkout').send({ productId, creatorId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    // The commission's hold starts at the handoff: the seller (here an admin) ships and delivers.
    await deliverOrder(app, admin, body.orders[0].id);
    return { orderId: body.orders[0].id as string, productId };
  };
  const runPayouts = async (runAt: Date): Promise<JobSnapshot> => {
    const queue = app.runtime.jobQueue;
    const { jobId } = await queue.enqueue(CommissionsJob.RunPayouts, { runAt: runAt.toISOString() });
    for (;;) {
      const job = await queue.getJob(CommissionsJob.RunPayouts, jobId);
      if (job && (job.state === 'completed' || job.state === 'failed')) return job;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const ledgerCheck = async () => (await admin.get('/api/admin/ledger/check').expect(200)).body;

  it('shows an attributed checkout in sales analytics and explains its commission', async () => {
    const { agent, creator } = await curator('level1_curator');
    const { orderId, productId } = await buyThrough(creator.id, 8000, 'Bottle 8000');

    const { body: analytics } = await agent.get('/api/user/sales-analytics').expect(200);
    expect(analytics).toMatchObject({ totalSalesGenerated: 80, totalEarnings: 4, successfulReferrals: 1, profileViews: 0, clicks: 0, conversionRate: 0 });
    expect(analytics.recentTransactions).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        commission: 4,
        status: 'pending',
        standing: 'on_hold',
        standingText: expect.stringMatching(/^on hold until [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
        product: { name: 'Bottle 8000', image: `/images/products/${productId}.svg` },
      },
    ]);
    expect(analytics.daily).toHaveLength(30);
    expect(analytics.daily[29]).toMatchObject({ sales: 80, earnings: 4, orders: 1 });
    expect(analytics.topProducts[0]).toMatchObject({ productId, sales: 80, earnings: 4, orders: 1 });

    const entryId = analytics.recentTransactions[0].id;
    const { body: detail } = await agent.get(`/api/user/commissions/${entryId}`).expect(200);
    expect(detail).toMatchObject({
      id: entryId,
      kind: 'commission',
      status: 'pending',
      amount: 4,
      tier: 'level1_curator',
      rate: 5,
      attribution: { rule: 'named_at_checkout', clickId: null, creatorId: creator.id },
      orderLine: { orderId, orderStatus: 'delivered', productId, productName: 'Bottle 8000', gmv: 80 },
      history: [{ from: null, to: 'pending', reason: 'order_paid', at: expect.any(String), payoutId: null }],
      standing: 'on_hold',
      shipment: { status: 'delivered', timeline: [expect.objectContaining({ status: 'pending' }), expect.objectContaining({ status: 'packed' }), expect.objectContaining({ status: 'shipped' }), expect.objectContaining({ status: 'delivered' })] },
    });
    expect(detail.explanation).toContain('5% of $80.00');
    // The hold counts from the handoff.
    const deliveredAt = new Date(detail.shipment.timeline[3].at).getTime();
    expect(new Date(detail.payableAt).getTime() - deliveredAt).toBe(14 * DAY);

    // Somebody else's entry, or none: the same 404.
    const { agent: other } = await app.registerAndSignIn('other');
    await other.get(`/api/user/commissions/${entryId}`).expect(404);
    await agent.get('/api/user/commissions/not-a-uuid').expect(400);
    await app.http().get('/api/user/sales-analytics').expect(401);
  });

  it('credits a user named by username on their profile link, without a creator page, and never one’s own link', async () => {
    const { agent: earner, user } = await app.registerAndSignIn('profile');
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level1_curator', 5)", [user.id]);
    const { agent: fan } = await app.registerAndSignIn('fan');
    const productId = await createProduct(app, brandId, { priceCents: 4000 });
    const click = await fan.post('/api/clicks').send({ utmSource: user.username, productId, utmMedium: 'shared_profile' }).expect(201);
    expect(click.body).toEqual({ creatorId: null, attributesPurchases: true, recorded: true });
    await fan.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);

    const { body } = await earner.get('/api/user/sales-analytics').expect(200);
    // A product link followed is a click, not a profile view.
    expect(body).toMatchObject({ totalSalesGenerated: 40, totalEarnings: 2, successfulReferrals: 1, profileViews: 0, clicks: 1, conversionRate: 100 });
    const { body: detail } = await earner.get(`/api/user/commissions/${body.recentTransactions[0].id}`).expect(200);
    expect(detail.attribution).toMatchObject({ rule: 'last_click', clickId: expect.any(String), creatorId: null, utmParams: { utm_source: user.username, utm_medium: 'shared_profile' } });

    // Through one's own profile link: recorded, earns nothing.
    const own = await earner.post('/api/clicks').send({ utmSource: user.username, productId }).expect(201);
    expect(own.body.attributesPurchases).toBe(false);
    await earner.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    expect((await earner.get('/api/user/sales-analytics').expect(200)).body.successfulReferrals).toBe(1);
  });

  it('reverses an unpaid entry when an admin refunds the delivered order', async () => {
    const { agent, creator, user } = await curator('level1_curator');
    const { orderId } = await buyThrough(creator.id, 6000);
    await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(200);

    const { body } = await agent.get('/api/user/sales-analytics').expect(200);
    expect(body).toMatchObject({ totalSalesGenerated: 0, totalEarnings: 0, successfulReferrals: 0 });
    expect(body.recentTransactions[0]).toMatchObject({ status: 'reversed', commission: 3, standing: 'reversed', standingText: 'reversed: refunded' });
    const { body: detail } = await agent.get(`/api/user/commissions/${body.recentTransactions[0].id}`).expect(200);
    expect(detail.history.map((step: { to: string; reason: string }) => `${step.to}:${step.reason}`)).toEqual(['pending:order_paid', 'reversed:order_refunded']);
    expect(detail.orderLine.orderStatus).toBe('refunded');
    expect(await app.query('select status from order_attribution where order_id = $1', [orderId])).toEqual([{ status: 'reversed' }]);
    expect(await app.query('select total_sales_generated_cents, tier from commission_accounts where user_id = $1', [user.id])).toEqual([{ total_sales_generated_cents: '0', tier: 'level1_curator' }]);
  });

  it("promotes the curator to level 1 with rate 5 when a purchase through their link crosses $1,000, paying that order at the old rate, with an audit row", async () => {
    const { agent, creator, user } = await curator('user');
    await buyThrough(creator.id, 60_000);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ curatorStatus: 'user' });
    await buyThrough(creator.id, 50_000);

    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ curatorStatus: 'level1_curator', commissionRate: 5 });
    expect((await agent.get('/api/user/sales-analytics').expect(200)).body.totalSalesGenerated).toBe(1100);
    const entries = await app.query<{ amount_cents: string; rate_percent: string; tier: string }>('select amount_cents, rate_percent, tier from commission_entries where user_id = $1 order by created_at', [user.id]);
    expect(entries).toEqual([
      { amount_cents: '0', rate_percent: '0.00', tier: 'user' },
      { amount_cents: '0', rate_percent: '0.00', tier: 'user' },
    ]);
    const audit = await app.query<{ action: string; entity_type: string; details: { before: unknown; after: unknown; cause: string } }>(
      'select action, entity_type, details from audit_log where entity_id = $1',
      [user.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'user.tier_changed', entity_type: 'user', details: expect.objectContaining({ before: { curatorStatus: 'user', commissionRate: 0 }, after: { curatorStatus: 'level1_curator', commissionRate: 5 }, cause: 'sales_threshold' }) }),
    ]);
    // The next order earns 5 %.
    await buyThrough(creator.id, 2000);
    expect((await agent.get('/api/user/sales-analytics').expect(200)).body.recentTransactions[0].commission).toBe(1);
  });

  it('pays a user with banking details exactly once, skips one without (with a reason they see), and a later refund leaves a negative adjustment', async () => {
    const paid = await curator('level2_curator', { banking: BANKING });
    const unbanked = await curator('level2_curator');
    const { orderId } = await buyThrough(paid.creator.id, 50_000); // $35.00 commission
    await buyThrough(unbanked.creator.id, 50_000);

    // Within the hold nothing is payable.
    const early = await runPayouts(new Date(Date.now() + 2 * DAY));
    expect(early.state).toBe('completed');
    expect((await paid.agent.get('/api/user/payouts').expect(200)).body).toMatchObject({ pendingPayouts: 35, paidPayouts: 0, onHold: 35, payoutHistory: [] });

    const runAt = new Date(Date.now() + 15 * DAY);
    const first = await runPayouts(runAt);
    expect(first.result).toMatchObject({ paid: 1, skippedWithoutBanking: 1 });
    const again = await runPayouts(runAt);
    expect(again.result).toMatchObject({ paid: 0 });
    expect(await app.query('select count(*)::int as n from payouts where user_id = $1', [paid.user.id])).toEqual([{ n: 1 }]);
    expect(await app.query('select count(*)::int as n from sandbox_payout_transfers where user_id = $1', [paid.user.id])).toEqual([{ n: 1 }]);

    const { body: payouts } = await paid.agent.get('/api/user/payouts').expect(200);
    expect(payouts).toMatchObject({ pendingPayouts: 0, paidPayouts: 35, hasBankingDetails: true, notice: null });
    expect(payouts.payoutHistory).toEqual([{ id: expect.any(String), description: expect.stringContaining('1 commission'), date: expect.any(String), amount: 35, status: 'paid', failureReason: null }]);
    expect(new Date(payouts.nextPayoutDate).getUTCDay()).toBe(5);

    const { body: skipped } = await unbanked.agent.get('/api/user/payouts').expect(200);
    expect(skipped).toMatchObject({ pendingPayouts: 35, paidPayouts: 0, payable: 35, hasBankingDetails: false, payoutHistory: [] });
    expect(skipped.notice).toContain('no banking details');

    // Refund after payout: the paid entry stays, a negative adjustment waits for the next payout.
    await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(200);
    const { body: analytics } = await paid.agent.get('/api/user/sales-analytics').expect(200);
    expect(analytics).toMatchObject({ totalSalesGenerated: 0, totalEarnings: 0 });
    expect(analytics.recentTransactions[0]).toMatchObject({ commission: -35, status: 'payable' });
    const { body: adjustment } = await paid.agent.get(`/api/user/commissions/${analytics.recentTransactions[0].id}`).expect(200);
    expect(adjustment).toMatchObject({ kind: 'adjustment', amount: -35, adjustsEntryId: expect.any(String) });
    expect(adjustment.explanation).toContain('taken back from your next payout');
  });

  it('returns a failed payout’s entries to payable', async () => {
    const rejected = await curator('level2_curator', { banking: { ...BANKING, accountNumber: '111100000000' } });
    await buyThrough(rejected.creator.id, 50_000);
    const result = await runPayouts(new Date(Date.now() + 20 * DAY));
    expect(result.result).toMatchObject({ failed: 1 });
    const { body } = await rejected.agent.get('/api/user/payouts').expect(200);
    expect(body).toMatchObject({ pendingPayouts: 35, payable: 35, paidPayouts: 0 });
    expect(body.payoutHistory[0]).toMatchObject({ status: 'failed', amount: 35, failureReason: expect.stringContaining('rejected') });
  });

  it('shows the creator dashboard to creators only', async () => {
    const creator = await curator('level1_curator', { role: 'creator' });
    await buyThrough(creator.creator.id, 20_000);
    const { body } = await creator.agent.get('/api/user/creator-dashboard').expect(200);
    expect(body).toMatchObject({
      curatorStatus: 'level1_curator',
      commissionRate: 5,
      totalSalesGenerated: 200,
      nextTier: { tier: 'level2_curator', threshold: 10000, remaining: 9800 },
      // An admin-set tier below its threshold starts the bar at 0.
      progressPercent: 0,
      links: [{ creatorId: creator.creator.id, handle: creator.creator.handle, utmCode: creator.creator.utmCode, published: true, path: `/creator/${creator.creator.handle}?utm_source=${creator.creator.utmCode}` }],
    });
    expect(body.recentCommissions[0]).toMatchObject({ amount: 10, gmv: 200, rate: 5, status: 'pending', explanation: expect.stringContaining('5% of $200.00') });
    const { agent: shopper } = await app.registerAndSignIn('shopper');
    await shopper.get('/api/user/creator-dashboard').expect(403);
  });

  it('never answers sales analytics from a stale or another user’s cache: an order, a click, a refund, a tier change, a status move and a product image show on the next call', async () => {
    const { agent, creator, user } = await curator('level1_curator');
    const bystander = await curator('level1_curator');
    const analytics = async (who: TestAgent = agent) => (await who.get('/api/user/sales-analytics').expect(200)).body;
    // Products are made first: a new product moves the catalog's revision too, which would hide a stale user revision.
    const productId = await createProduct(app, brandId, { priceCents: 10_000 });
    const secondProductId = await createProduct(app, brandId, { priceCents: 10_000 });
    const buy = async (product: string) => {
      const { agent: shopper } = await app.registerAndSignIn('fan');
      const { body } = await shopper.post('/api/checkout').send({ productId: product, creatorId: creator.id, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
      return body.orders[0].id as string;
    };

    const empty = await analytics();
    expect(empty).toMatchObject({ totalSalesGenerated: 0, totalEarnings: 0, successfulReferrals: 0, clicks: 0, recentTransactions: [] });
    // Unchanged figures: the same answer again, with an entity tag the client can revalidate (304, no body).
    const repeated = await agent.get('/api/user/sales-analytics').expect(200);
    expect(repeated.body).toEqual(empty);
    expect(repeated.headers['cache-control']).toBe('private, no-cache');
    await agent.get('/api/user/sales-analytics').set('If-None-Match', repeated.headers.etag).expect(304);

    // A new attributed order.
    const orderId = await buy(productId);
    const ordered = await analytics();
    expect(ordered).toMatchObject({ totalSalesGenerated: 100, totalEarnings: 5, successfulReferrals: 1 });
    expect(ordered.recentTransactions).toEqual([expect.objectContaining({ commission: 5, status: 'pending' })]);
    // Per user: the bystander's figures are their own, before and after the other's order.
    expect(await analytics(bystander.agent)).toMatchObject({ totalSalesGenerated: 0, successfulReferrals: 0, recentTransactions: [] });

    // A new click on the user's link.
    const { agent: fan } = await app.registerAndSignIn('fan');
    await fan.post('/api/clicks').send({ utmSource: user.username, productId }).expect(201);
    expect(await analytics()).toMatchObject({ clicks: 1, profileViews: 0, conversionRate: 100 });

    // A view of the public profile without a shared link counts as a view, not as a click on a link.
    await app.http().get(`/api/profile/${user.username}`).expect(200);
    expect(await analytics()).toMatchObject({ clicks: 1, profileViews: 1, conversionRate: 100 });
    const check = await ledgerCheck();
    expect(check.dailyTotals.differences).toEqual([]);

    // A status move that changes no total (pending → payable) still shows in the newest entries.
    await app.query("update commission_entries set status = 'payable' where user_id = $1", [user.id]);
    expect((await analytics()).recentTransactions[0].status).toBe('payable');

    // The product's image changes in the catalog.
    await app.query('update products set image = $2 where id = $1', [productId, '/images/products/relabelled.svg']);
    expect((await analytics()).recentTransactions[0].product.image).toBe('/images/products/relabelled.svg');

    // A refund reverses the entry.
    await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(200);
    const refunded = await analytics();
    expect(refunded).toMatchObject({ totalSalesGenerated: 0, totalEarnings: 0, successfulReferrals: 0 });
    expect(refunded.recentTransactions[0]).toMatchObject({ status: 'reversed', commission: 5 });

    // A tier change by an admin: the next order earns the new rate, and shows at once.
    await admin.put(`/api/admin/users/${user.id}/tier`).send({ curatorStatus: 'level2_curator' }).expect(200);
    await buy(secondProductId);
    const promoted = await analytics();
    expect(promoted).toMatchObject({ totalSalesGenerated: 100, totalEarnings: 7, successfulReferrals: 1 });
    expect(promoted.recentTransactions[0]).toMatchObject({ commission: 7, status: 'pending' });
    expect(await analytics(bystander.agent)).toMatchObject({ totalSalesGenerated: 0, recentTransactions: [] });

    // The account read with the session: a deactivated account is signed out on its next request.
    await app.query('update users set deactivated_at = now() where id = $1', [user.id]);
    await agent.get('/api/user/sales-analytics').expect(401);
  });

  it('recomputes every stored total from the ledger without a difference, admins only', async () => {
    const check = await ledgerCheck();
    expect(check).toMatchObject({ ok: true, orderAttributionMatches: true, salesAttributionMatches: true, userSales: { differences: [] }, creatorEarnings: { differences: [] } });
    expect(check.userSales.checked).toBeGreaterThan(5);
    const { agent } = await app.registerAndSignIn('nosy');
    await agent.get('/api/admin/ledger/check').expect(403);
  });
});
