import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { deliverOrder } from '../support/fulfilment';
import { MailingApp, startMailingApp } from '../support/mailing-app';
import type { TestApp } from '../support/test-app';
import { TestMailServer, until } from '../support/test-mail-server';
import type { TestWebhookReceiver } from '../support/test-webhook-receiver';

/** The recipe of docs/integrating.md: HMAC-SHA256(secret, "<t>.<raw body>") in hex, compared in constant time. */
function verifySignature(secret: string, rawBody: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

describe('Webhooks (e2e)', () => {
  let app: TestApp;
  let mail: TestMailServer;
  let receiver: TestWebhookReceiver;
  let admin: TestAgent;
  let brandId: string;
  let shop: MailingApp;

  beforeAll(async () => {
    shop = await startMailingApp({ env: { OUTBOX_RETRY_BASE_SECONDS: '1', ADMIN_USERNAME: 'hook_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    ({ app, mail, receiver } = shop);
    admin = await app.signIn('hook_admin', 'admin-password-1');
    await app.query(`update users set email = 'ops@rounds.test' where username = 'hook_admin'`);
    brandId = await createBrand(app);
  });
  afterAll(() => shop?.close());

  const buy = async (email: string) => {
    const { agent } = await app.registerAndSignIn('hookbuyer');
    const productId = await createProduct(app, brandId, { priceCents: 3000 });
    const { body } = await agent.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo({ email }), paymentInfo: ACCEPTED_CARD }).expect(201);
    return body.orders[0] as { id: string; orderNumber: string; total: number };
  };
  const hooksFor = (orderId: string) => receiver.received.filter((hook) => hook.body.data.orderId === orderId);

  it('registers only https endpoints on public addresses (or allowed private hosts) and known event types', async () => {
    const refused = await admin.post('/api/admin/webhooks').send({ url: 'http://example.com/hooks', events: ['order.paid'] }).expect(400);
    expect(refused.body).toEqual({ statusCode: 400, code: 'WEBHOOK_URL_REFUSED', message: 'This URL cannot receive webhooks: webhook URLs must use https://.' });
    expect((await admin.post('/api/admin/webhooks').send({ url: 'https://10.1.2.3/hooks', events: ['order.paid'] }).expect(400)).body.message).toContain('10.1.2.3 resolves to 10.1.2.3, which is not a public address');
    expect((await admin.post('/api/admin/webhooks').send({ url: 'https://169.254.169.254/latest', events: ['order.paid'] }).expect(400)).body.code).toBe('WEBHOOK_URL_REFUSED');
    const unknown = await admin.post('/api/admin/webhooks').send({ url: receiver.url, events: ['order.paid', 'order.teleported'] }).expect(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    expect(unknown.body.message).toContain('events must list event types among order.paid');
    const { agent: shopper } = await app.registerAndSignIn('nothooks');
    await shopper.get('/api/admin/webhooks').expect(403);
  });

  it('delivers order.paid once, signed, with the same event id as its mail; the secret is shown once', async () => {
    const registered = await admin.post('/api/admin/webhooks').send({ url: receiver.url, events: ['order.paid', 'order.refunded'] }).expect(201);
    const { id, secret } = registered.body;
    expect(secret).toMatch(/^whsec_/);
    const listed = await admin.get('/api/admin/webhooks').expect(200);
    expect(listed.body.find((endpoint: { id: string }) => endpoint.id === id)).toEqual({ id, url: receiver.url, events: ['order.paid', 'order.refunded'], active: true, failing: false, failingSince: null, createdAt: expect.any(String) });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const email = `hooked.${randomBytes(3).toString('hex')}@example.com`;
    const order = await buy(email);
    const [hook] = await receiver.waitFor(() => hooksFor(order.id).length > 0, 'the order.paid webhook').then(() => hooksFor(order.id));
    expect(hook.body).toEqual({ id: expect.any(String), type: 'order.paid', createdAt: expect.any(String), data: expect.objectContaining({ orderId: order.id, orderNumber: order.orderNumber, totalCents: Math.round(order.total * 100) }) });
    expect(hook.headers['rounds-event-id']).toBe(hook.body.id);
    expect(hook.headers['rounds-event-type']).toBe('order.paid');
    expect(hook.headers['content-type']).toBe('application/json');
    expect(verifySignature(secret, hook.rawBody, String(hook.headers['rounds-signature']))).toBe(true);
    expect(verifySignature('whsec_wrong', hook.rawBody, String(hook.headers['rounds-signature']))).toBe(false);

    await mail.waitFor((messages) => messages.some((message) => message.to.includes(email)), 'the confirmation mail');
    const confirmation = mail.messages.find((message) => message.to.includes(email))!;
    expect(confirmation.headers.get('x-rounds-event-id')).toBe(hook.body.id);

    const deliveries = await until(() => admin.get(`/api/admin/webhooks/${id}/deliveries`).expect(200).then((answer) => answer.body), (body) => body[0]?.status === 'delivered', 'the delivery recorded');
    expect(deliveries[0]).toEqual({ id: expect.any(String), eventId: hook.body.id, eventType: 'order.paid', status: 'delivered', attempts: 1, lastResponseCode: 200, lastError: null, nextRetryAt: null, createdAt: expect.any(String), deliveredAt: expect.any(String) });
    expect(hooksFor(order.id)).toHaveLength(1);

    // Sent again on request: the same event id.
    await admin.post(`/api/admin/webhooks/${id}/deliveries/${deliveries[0].id}/retry`).expect(200);
    await receiver.waitFor(() => hooksFor(order.id).length === 2, 'the retried delivery');
    expect(hooksFor(order.id)[1].body.id).toBe(hook.body.id);
    await admin.delete(`/api/admin/webhooks/${id}`).expect(204);
  });

  it('retries a failed delivery with backoff under the same event id until a 2xx', async () => {
    const { body: endpoint } = await admin.post('/api/admin/webhooks').send({ url: receiver.url, events: ['order.paid'] }).expect(201);
    receiver.answerWith(503);
    const order = await buy(`retry.${randomBytes(3).toString('hex')}@example.com`);
    await receiver.waitFor(() => hooksFor(order.id).length >= 2, 'two refused attempts');
    // The receiver saw the second attempt; its outcome is recorded once the attempt's transaction commits.
    const pending = await until(() => admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`).expect(200).then((answer) => answer.body[0]), (delivery) => delivery.attempts >= 2, 'two attempts recorded');
    expect(pending).toMatchObject({ status: 'pending', lastResponseCode: 503, lastError: 'the endpoint answered 503' });
    expect(pending.attempts).toBeGreaterThanOrEqual(2);
    expect(new Date(pending.nextRetryAt).getTime()).toBeGreaterThan(Date.now() - 1000);
    receiver.answerWith(200);
    await receiver.waitFor(() => hooksFor(order.id).some((hook) => hook.answeredWith === 200), 'an accepted attempt');
    expect(new Set(hooksFor(order.id).map((hook) => hook.body.id)).size).toBe(1);
    await until(() => admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`).then((answer) => answer.body[0]), (delivery) => delivery.status === 'delivered', 'delivered');
    await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
  });

  it('marks an endpoint failing after three days of failures and tells the admins', async () => {
    const { body: endpoint } = await admin.post('/api/admin/webhooks').send({ url: receiver.url, events: ['order.paid'] }).expect(201);
    receiver.answerWith(500);
    const order = await buy(`failing.${randomBytes(3).toString('hex')}@example.com`);
    await receiver.waitFor(() => hooksFor(order.id).length >= 1, 'a refused attempt');
    // Three days of refusals, compressed: the delivery is made three days old, so its next refusal is its last.
    await app.query(`update outbox_deliveries set created_at = now() - interval '3 days' where webhook_endpoint_id = $1`, [endpoint.id]);

    const failing = await until(() => admin.get('/api/admin/webhooks').then((answer) => answer.body.find((row: { id: string }) => row.id === endpoint.id)), (row) => row.failing === true, 'the endpoint marked failing');
    expect(failing.failingSince).toEqual(expect.any(String));
    expect((await admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`).expect(200)).body[0]).toMatchObject({ status: 'failed', lastResponseCode: 500, nextRetryAt: null });
    const attempts = hooksFor(order.id).length;
    await admin.patch(`/api/admin/webhooks/${endpoint.id}`).send({ active: true }).expect(200);
    expect((await admin.get('/api/admin/webhooks').expect(200)).body.find((row: { id: string }) => row.id === endpoint.id)).toMatchObject({ failing: false, failingSince: null });
    const alert = await mail.waitFor((messages) => messages.some((message) => message.to.includes('ops@rounds.test')), 'the admin alert');
    expect(alert.find((message) => message.to.includes('ops@rounds.test'))!.text).toContain(receiver.url);
    receiver.answerWith(200);
    // A failed delivery stays failed (no more attempts) until an admin retries it.
    expect(hooksFor(order.id)).toHaveLength(attempts);
  });

  it('tells the shopper and the integrator once each when a brand ships and the door refuses, and of the refund that follows', async () => {
    const { body: endpoint } = await admin.post('/api/admin/webhooks').send({ url: receiver.url, events: ['shipment.shipped', 'shipment.out_for_delivery', 'shipment.refused', 'order.refunded'] }).expect(201);
    const id = randomBytes(3).toString('hex');
    const registered = (await app.http().post('/api/auth/register-brand').send({ username: `shipper_${id}`, password: 'correct-horse-battery', email: `shipper.${id}@example.com`, brandName: `Shipper ${id}` }).expect(201)).body;
    const brand = await app.signIn(`shipper_${id}`, 'correct-horse-battery');
    const productId = await createProduct(app, registered.brand.id, { priceCents: 3000 });
    const email = `shipped.${id}@example.com`;
    const { agent } = await app.registerAndSignIn('shipbuyer');
    const { body } = await agent.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo({ email }), paymentInfo: ACCEPTED_CARD }).expect(201);
    const orderId = body.orders[0].id as string;
    const [{ id: shipmentId }] = await app.query<{ id: string }>('select id from shipments where order_id = $1', [orderId]);

    await brand.post(`/api/brands/shipments/${shipmentId}/pack`).expect(200);
    await brand.post(`/api/brands/shipments/${shipmentId}/ship`).send({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' }).expect(200);
    await mail.waitFor((messages) => messages.some((message) => message.to.includes(email) && /has shipped$/.test(message.subject)), 'the shipping mail');
    const shipped = mail.messages.find((message) => message.to.includes(email) && /has shipped$/.test(message.subject))!;
    expect(shipped.text).toMatch(/Track with UPS: https:\/\/www\.ups\.com\/\S*1Z999AA10123456784/);
    await receiver.waitFor(() => hooksFor(orderId).some((hook) => hook.body.type === 'shipment.shipped'), 'the shipment.shipped webhook');
    const hook = hooksFor(orderId).find((candidate) => candidate.body.type === 'shipment.shipped')!;
    expect(hook.body.data).toMatchObject({ shipmentId, orderId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784', trackingUrl: expect.stringContaining('ups.com') });
    expect(hook.headers['rounds-event-id']).toBe(shipped.headers.get('x-rounds-event-id'));

    await brand.post(`/api/brands/shipments/${shipmentId}/refuse`).send({ reason: 'no_id' }).expect(200);
    await receiver.waitFor(() => hooksFor(orderId).filter((candidate) => candidate.body.type.startsWith('shipment.')).length === 2, 'two shipment webhooks, in order');
    expect(hooksFor(orderId).filter((candidate) => candidate.body.type.startsWith('shipment.')).map((candidate) => candidate.body.type)).toEqual(['shipment.shipped', 'shipment.refused']);
    await mail.waitFor((messages) => messages.some((message) => message.to.includes(email) && /could not be delivered$/.test(message.subject)), 'the refusal mail');

    // Each event once, its mail and its webhook under the same event id: shipped, refused, and the order refunded
    // (its only shipment's money went back).
    const shippedOnce = await shop.toldOnce('shipment.shipped', { shipmentId }, { mail: true, webhook: true });
    expect(shippedOnce.mail!.subject).toBe(`Your Rounds order ${body.orders[0].orderNumber} has shipped`);
    const refused = await shop.toldOnce('shipment.refused', { shipmentId }, { mail: true, webhook: true });
    expect(refused.mail!.subject).toBe(`Your Rounds order ${body.orders[0].orderNumber} could not be delivered`);
    expect(refused.hook!.body.data).toMatchObject({ shipmentId, orderId, reason: 'no_id' });
    const refunded = await shop.toldOnce('order.refunded', { orderId }, { mail: true, webhook: true });
    expect(refunded.mail!.subject).toBe(`Your Rounds order ${body.orders[0].orderNumber} was refunded`);
    expect(refunded.mail!.text).toContain(`We refunded $${body.orders[0].total.toFixed(2)} for order ${body.orders[0].orderNumber}`);
    expect(refunded.hook!.body.data).toEqual({ orderId, orderNumber: body.orders[0].orderNumber, totalCents: Math.round(body.orders[0].total * 100) });
    expect(mail.messages.filter((message) => message.to.includes(email)).map((message) => message.subject)).toEqual([
      `Your Rounds order ${body.orders[0].orderNumber} is confirmed`,
      `Your Rounds order ${body.orders[0].orderNumber} has shipped`,
      `Your Rounds order ${body.orders[0].orderNumber} could not be delivered`,
      `Your Rounds order ${body.orders[0].orderNumber} was refunded`,
    ]);
    await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
  });

  it('tells the shopper and the integrator once of an order cancelled before it left, and of one refunded after delivery', async () => {
    const { body: endpoint } = await admin.post('/api/admin/webhooks').send({ url: receiver.url, events: ['order.cancelled', 'order.refunded'] }).expect(201);
    const cancelledEmail = `cancelled.${randomBytes(3).toString('hex')}@example.com`;
    const cancelledOrder = await buy(cancelledEmail);
    // Nothing has left the brand: the admin's refund cancels the order (the authorization is released).
    await admin.post(`/api/admin/orders/${cancelledOrder.id}/status`).send({ status: 'refunded' }).expect(200);
    const cancelled = await shop.toldOnce('order.cancelled', { orderId: cancelledOrder.id }, { mail: true, webhook: true });
    expect(cancelled.mail!.subject).toBe(`Your Rounds order ${cancelledOrder.orderNumber} was cancelled`);
    expect(cancelled.hook!.body.data).toEqual({ orderId: cancelledOrder.id, orderNumber: cancelledOrder.orderNumber, totalCents: Math.round(cancelledOrder.total * 100) });
    // (An endpoint of an earlier test still takes order.paid.)
    const refundHooksFor = (orderId: string) => hooksFor(orderId).filter((hook) => hook.body.type !== 'order.paid');
    expect(refundHooksFor(cancelledOrder.id).map((hook) => hook.body.type)).toEqual(['order.cancelled']);

    const refundedEmail = `refunded.${randomBytes(3).toString('hex')}@example.com`;
    const refundedOrder = await buy(refundedEmail);
    await deliverOrder(app, admin, refundedOrder.id);
    await admin.post(`/api/admin/orders/${refundedOrder.id}/status`).send({ status: 'refunded' }).expect(200);
    const refunded = await shop.toldOnce('order.refunded', { orderId: refundedOrder.id }, { mail: true, webhook: true });
    expect(refunded.mail!.to).toEqual([refundedEmail]);
    expect(refunded.mail!.subject).toBe(`Your Rounds order ${refundedOrder.orderNumber} was refunded`);
    expect(refunded.hook!.headers['rounds-event-id']).toBe(refunded.mail!.headers.get('x-rounds-event-id'));
    expect(refunded.hook!.body.data).toEqual({ orderId: refundedOrder.id, orderNumber: refundedOrder.orderNumber, totalCents: Math.round(refundedOrder.total * 100) });
    expect(refundHooksFor(refundedOrder.id).map((hook) => hook.body.type)).toEqual(['order.refunded']);
    await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
  });
  it('re-checks the URL when an admin changes it: a private, link-local or plain-http address is refused with 400 and nothing changes', async () => {
    const { body: endpoint } = await admin.post('/api/admin/webhooks').send({ url: `${receiver.url}?patch`, events: ['order.paid'] }).expect(201);
    await admin.patch(`/api/admin/webhooks/${endpoint.id}`).send({ active: false }).expect(200);
    for (const [url, reason] of [
      ['https://10.1.2.3/hooks', 'This URL cannot receive webhooks: 10.1.2.3 resolves to 10.1.2.3, which is not a public address.'],
      ['https://169.254.169.254/latest/meta-data', 'This URL cannot receive webhooks: 169.254.169.254 resolves to 169.254.169.254, which is not a public address.'],
      ['https://[::1]:8443/hooks', 'This URL cannot receive webhooks: ::1 resolves to ::1, which is not a public address.'],
      ['http://example.com/hooks', 'This URL cannot receive webhooks: webhook URLs must use https://.'],
    ]) {
      const refused = await admin.patch(`/api/admin/webhooks/${endpoint.id}`).send({ url }).expect(400);
      expect(refused.body).toEqual({ statusCode: 400, code: 'WEBHOOK_URL_REFUSED', message: reason });
    }
    expect((await admin.get('/api/admin/webhooks').expect(200)).body.find((row: { id: string }) => row.id === endpoint.id)).toMatchObject({ url: `${receiver.url}?patch`, active: false });
    expect(await app.query(`select 1 from audit_log where action = 'webhook.updated' and entity_id = $1`, [endpoint.id])).toHaveLength(1);
    await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
  });

  it('re-checks the address at each delivery: an endpoint whose name now resolves to loopback gets nothing, and the attempt is recorded as refused', async () => {
    const { body: endpoint } = await admin.post('/api/admin/webhooks').send({ url: `${receiver.url}?rebound`, events: ['order.cancelled'] }).expect(201);
    // Since it was registered, the endpoint's name has come to resolve to a loopback address (a rebinding DNS, or a
    // host taken over): localhost stands for such a name here, on the receiver's port.
    const rebound = `https://localhost:${new URL(receiver.url).port}/hooks/rounds`;
    await app.query('update webhook_endpoints set url = $2 where id = $1', [endpoint.id, rebound]);
    const order = await buy(`rebound.${randomBytes(3).toString('hex')}@example.com`);
    await admin.post(`/api/admin/orders/${order.id}/status`).send({ status: 'refunded' }).expect(200);

    const refusal = /^refused: localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/;
    const attempted = await until(() => admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`).expect(200).then((answer) => answer.body[0]), (delivery) => delivery?.attempts >= 1, 'the refused attempt recorded');
    expect(attempted).toMatchObject({ eventType: 'order.cancelled', status: 'pending', lastResponseCode: null, deliveredAt: null });
    expect(attempted.lastError).toMatch(refusal);
    // Refused deliveries are retried like any failure (the name may resolve publicly again) until three days have passed.
    await app.query(`update outbox_deliveries set created_at = now() - interval '3 days' where webhook_endpoint_id = $1`, [endpoint.id]);
    const failed = await until(() => admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`).expect(200).then((answer) => answer.body[0]), (delivery) => delivery.status === 'failed', 'the delivery given up');
    expect(failed).toMatchObject({ status: 'failed', lastResponseCode: null, nextRetryAt: null });
    expect(failed.lastError).toMatch(refusal);
    // (An endpoint of an earlier test still takes order.paid.)
    expect(hooksFor(order.id).filter((hook) => hook.body.type === 'order.cancelled')).toHaveLength(0);
    await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
  });

  it('asks for a fresh confirmation to create an endpoint or rotate its secret, and audits every change', async () => {
    const adminId = (await admin.get('/api/user').expect(200)).body.id as string;
    const confirmationGrowsOld = () => app.query(`update sessions set sess = jsonb_set(sess::jsonb, '{steppedUpAt}', '"2020-01-01T00:00:00.000Z"')::json where sess -> 'passport' ->> 'user' = $1`, [adminId]);
    const url = `${receiver.url}?stepup=${randomBytes(3).toString('hex')}`;

    await confirmationGrowsOld();
    expect((await admin.post('/api/admin/webhooks').send({ url, events: ['order.paid'] }).expect(403)).body.code).toBe('STEP_UP_REQUIRED');
    expect(await app.query('select 1 from webhook_endpoints where url = $1', [url])).toHaveLength(0);
    await admin.post('/api/user/step-up').send({ password: 'admin-password-1' }).expect(200);
    const created = (await admin.post('/api/admin/webhooks').send({ url, events: ['order.paid'] }).expect(201)).body;
    expect(created.secret).toMatch(/^whsec_/);

    await confirmationGrowsOld();
    expect((await admin.post(`/api/admin/webhooks/${created.id}/secret`).expect(403)).body.code).toBe('STEP_UP_REQUIRED');
    expect(await app.query('select secret from webhook_endpoints where id = $1', [created.id])).toEqual([{ secret: created.secret }]);
    await admin.post('/api/user/step-up').send({ password: 'admin-password-1' }).expect(200);
    const rotated = (await admin.post(`/api/admin/webhooks/${created.id}/secret`).expect(200)).body;
    expect(rotated).toMatchObject({ id: created.id, url, events: ['order.paid'], active: true });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect(await app.query('select secret from webhook_endpoints where id = $1', [created.id])).toEqual([{ secret: rotated.secret }]);
    // The secret is shown only in those two answers.
    expect(JSON.stringify((await admin.get('/api/admin/webhooks').expect(200)).body)).not.toContain(rotated.secret);
    await admin.post('/api/admin/webhooks/00000000-0000-4000-8000-000000000000/secret').expect(404);

    // Changing and removing need no fresh confirmation (they reveal no secret), but are audited like the rest.
    await admin.patch(`/api/admin/webhooks/${created.id}`).send({ active: false }).expect(200);
    await admin.delete(`/api/admin/webhooks/${created.id}`).expect(204);
    const audit = await app.query<{ action: string; user_id: string; details: Record<string, unknown> }>(
      `select action, user_id, details from audit_log where entity_type = 'webhook_endpoint' and entity_id = $1 order by seq`,
      [created.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['webhook.created', 'webhook.secret_rotated', 'webhook.updated', 'webhook.deleted']);
    expect(audit.every((row) => row.user_id === adminId)).toBe(true);
    expect(audit[2].details).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(JSON.stringify(audit)).not.toContain('whsec_');
  });
});
