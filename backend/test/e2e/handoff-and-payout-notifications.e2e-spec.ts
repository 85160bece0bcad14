import type TestAgent from 'supertest/lib/agent';
import { CommissionsJob } from '../../src/modules/commissions';
import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { ADULT_ID } from '../support/fulfilment';
import { MailingApp, startMailingApp } from '../support/mailing-app';
import type { TestApp } from '../support/test-app';
import { TestMailServer, until } from '../support/test-mail-server';
import type { TestWebhookReceiver } from '../support/test-webhook-receiver';

const DAY = 24 * 60 * 60 * 1000;
const BANKING = { accountHolderName: 'Maya Pour', bankName: 'First Rye Bank', routingNumber: '011000015', accountType: 'checking' };

/**
 * The events after the bottle leaves, each told once by mail and by webhook under one event id: out for
 * delivery and delivered (to the shopper), commission payable and a payout paid or failed (to the curator).
 */
describe('Notifications of the handoff and the payout run (e2e)', () => {
  let app: TestApp;
  let mail: TestMailServer;
  let receiver: TestWebhookReceiver;
  let admin: TestAgent;
  let brandId: string;
  let shop: MailingApp;

  beforeAll(async () => {
    shop = await startMailingApp({ env: { ADMIN_USERNAME: 'notify_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    ({ app, mail, receiver } = shop);
    admin = await app.signIn('notify_admin', 'admin-password-1');
    brandId = await createBrand(app);
    await admin
      .post('/api/admin/webhooks')
      .send({ url: receiver.url, events: ['shipment.out_for_delivery', 'shipment.delivered', 'commission.payable', 'payout.paid', 'payout.failed'] })
      .expect(201);
  });
  afterAll(() => shop?.close());

  /** A curator with a confirmed address and sealed banking details, and a same-day bottle bought through their page, handed over after the ID check. */
  const curatorPaidThrough = async (accountNumber: string, { verified = true }: { verified?: boolean } = {}) => {
    const { agent, user } = await app.registerAndSignIn('payee');
    const email = `${user.username}@example.com`;
    await app.query(`update users set email = $2, email_verified_at = ${verified ? 'now()' : 'null'} where id = $1`, [user.id, email]);
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level2_curator', 7)", [user.id]);
    await agent.post('/api/user/settings/banking').send({ ...BANKING, accountNumber }).expect(200);
    const creator = await createCreator(app, { userId: user.id });
    const { agent: shopper, user: buyer } = await app.registerAndSignIn('fan');
    const shopperEmail = `${buyer.username}@example.com`;
    const productId = await createProduct(app, brandId, { priceCents: 50_000 });
    const { body } = await shopper
      .post('/api/checkout')
      .send({ productId, creatorId: creator.id, fulfillmentType: 'delivery', shippingInfo: shippingInfo({ email: shopperEmail }), paymentInfo: ACCEPTED_CARD })
      .expect(201);
    const orderId: string = body.orders[0].id;
    const [{ id: shipmentId }] = await app.query<{ id: string }>('select id from shipments where order_id = $1', [orderId]);
    await admin.post(`/api/brands/shipments/${shipmentId}/pack`).expect(200);
    await admin.post(`/api/brands/shipments/${shipmentId}/out-for-delivery`).expect(200);
    await admin.post(`/api/brands/shipments/${shipmentId}/deliver`).send(ADULT_ID).expect(200);
    return { agent, userId: user.id, email, shopperEmail, orderId, orderNumber: body.orders[0].orderNumber as string };
  };
  const runPayouts = async () => {
    const { jobId } = await app.runtime.jobQueue.enqueue(CommissionsJob.RunPayouts, { runAt: new Date(Date.now() + 20 * DAY).toISOString() });
    const run = await until(() => app.runtime.jobQueue.getJob(CommissionsJob.RunPayouts, jobId), (job) => job?.state === 'completed' || job?.state === 'failed', 'the payout run');
    expect(run?.state).toBe('completed');
  };
  const mailsTo = (email: string) => mail.messages.filter((message) => message.to.includes(email));
  const hooksOf = (type: string, match: (data: Record<string, unknown>) => boolean) => receiver.received.filter((hook) => hook.body.type === type && match(hook.body.data));

  it('tells the shopper when the bottle is out for delivery and handed over, and the curator when the commission is payable and the payout paid or failed', async () => {
    const paid = await curatorPaidThrough('000123456789');
    const failed = await curatorPaidThrough('555500000000'); // the sandbox bank rejects accounts ending 0000

    // The shopper: out for delivery, then delivered; each once, by mail and webhook under the same event id.
    for (const buyer of [paid, failed]) {
      for (const [type, subject] of [
        ['shipment.out_for_delivery', `Your Rounds order ${buyer.orderNumber} is out for delivery`],
        ['shipment.delivered', `Your Rounds order ${buyer.orderNumber} was delivered`],
      ] as const) {
        await mail.waitFor(() => mailsTo(buyer.shopperEmail).some((message) => message.subject === subject), subject);
        await receiver.waitFor(() => hooksOf(type, (data) => data.orderId === buyer.orderId).length > 0, `${type} for ${buyer.orderId}`);
        const mails = mailsTo(buyer.shopperEmail).filter((message) => message.subject === subject);
        const hooks = hooksOf(type, (data) => data.orderId === buyer.orderId);
        expect(mails).toHaveLength(1);
        expect(hooks).toHaveLength(1);
        expect(hooks[0].headers['rounds-event-id']).toBe(mails[0].headers.get('x-rounds-event-id'));
      }
    }

    // The payout run after the hold: the commissions become payable and go out (one transfer refused).
    await runPayouts();

    for (const [curator, outcome] of [
      [paid, 'payout.paid'],
      [failed, 'payout.failed'],
    ] as const) {
      await mail.waitFor(() => mailsTo(curator.email).some((message) => message.subject.endsWith('of commission is ready to be paid')), 'the payable mail');
      const outcomeSubject = outcome === 'payout.paid' ? /^Rounds sent you \$/ : /^Your Rounds payout of \$.* did not go through$/;
      await mail.waitFor(() => mailsTo(curator.email).some((message) => outcomeSubject.test(message.subject)), `the ${outcome} mail`);
      const payable = mailsTo(curator.email).filter((message) => message.subject.endsWith('of commission is ready to be paid'));
      const outcomeMails = mailsTo(curator.email).filter((message) => outcomeSubject.test(message.subject));
      expect(payable).toHaveLength(1);
      expect(outcomeMails).toHaveLength(1);
      // Each mail's event reached the integrator once under the same id.
      for (const [type, message] of [
        ['commission.payable', payable[0]],
        [outcome, outcomeMails[0]],
      ] as const) {
        const eventId = message.headers.get('x-rounds-event-id');
        expect(eventId).toEqual(expect.any(String));
        await receiver.waitFor(() => receiver.received.some((hook) => hook.body.id === eventId), `the ${type} webhook`);
        const hooks = receiver.received.filter((hook) => hook.body.id === eventId);
        expect(hooks).toHaveLength(1);
        expect(hooks[0].body.type).toBe(type);
      }
    }
  });

  it('skips the payout of a curator whose address is not confirmed (email_not_verified), and pays it once the mailed link is opened', async () => {
    const curator = await curatorPaidThrough('000123456789', { verified: false });
    expect((await curator.agent.get('/api/user').expect(200)).body).toMatchObject({ email: curator.email, emailVerified: false });

    await runPayouts();
    expect(await app.query('select payout_skip_reason from commission_accounts where user_id = $1', [curator.userId])).toEqual([{ payout_skip_reason: 'email_not_verified' }]);
    expect((await curator.agent.get('/api/user/payouts').expect(200)).body).toMatchObject({
      paidPayouts: 0,
      notice: 'Your payout was skipped because your e-mail address is not confirmed. Open the link we mailed you (Settings → Account → Send a new link) to be paid in the next run.',
    });
    expect(await app.query('select 1 from outbox_events where type = $1 and recipient_user_id = $2', ['payout.paid', curator.userId])).toHaveLength(0);

    // The curator asks for a new link and opens it.
    await curator.agent.post('/api/user/email/verification').expect(202);
    const subject = 'Confirm your e-mail address for Rounds';
    await mail.waitFor(() => mailsTo(curator.email).some((message) => message.subject === subject), 'the confirmation link');
    const link = /https:\/\/\S+\/auth\/verify\?token=[A-Za-z0-9_-]+/.exec(mailsTo(curator.email).find((message) => message.subject === subject)!.text)![0];
    await app.http().post('/api/user/email/verification/confirm').send({ token: new URL(link).searchParams.get('token') }).expect(204);
    expect((await curator.agent.get('/api/user').expect(200)).body.emailVerified).toBe(true);

    await runPayouts();
    expect(await app.query('select payout_skip_reason from commission_accounts where user_id = $1', [curator.userId])).toEqual([{ payout_skip_reason: null }]);
    expect((await curator.agent.get('/api/user/payouts').expect(200)).body).toMatchObject({ paidPayouts: 35, notice: null });
    const payouts = await app.query<{ id: string; status: string }>('select id, status from payouts where user_id = $1', [curator.userId]);
    expect(payouts).toEqual([{ id: expect.any(String), status: 'paid' }]);
    const paid = await shop.toldOnce('payout.paid', { payoutId: payouts[0].id }, { mail: true, webhook: true });
    expect(paid.mail!.to).toEqual([curator.email]);
    expect(paid.mail!.subject).toBe('Rounds sent you $35.00');
  });
});
