import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { csv, waitForImportJob, whileProductsTableRefuses } from '../support/import-jobs';
import { MailingApp, startMailingApp, TEST_PUBLIC_ORIGIN } from '../support/mailing-app';
import type { TestApp } from '../support/test-app';
import { ReceivedMail, TestMailServer, until } from '../support/test-mail-server';

/** The outbox end to end: changes record events, the dispatcher mails them through a real SMTP server, once each. */
describe('Notifications by mail (e2e)', () => {
  let app: TestApp;
  let mail: TestMailServer;
  let admin: TestAgent;
  let brandId: string;
  let storageDir: string;
  let shop: MailingApp;
  const origin = TEST_PUBLIC_ORIGIN;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-notifications-'));
    shop = await startMailingApp({ env: { STORAGE_DIR: storageDir, ADMIN_USERNAME: 'mail_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    ({ app, mail } = shop);
    admin = await app.signIn('mail_admin', 'admin-password-1');
    brandId = await createBrand(app, 'Highland Reach');
  });
  afterAll(async () => {
    await shop?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const address = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
  const register = async (email: string | null, password = 'correct-horse-battery') => {
    const agent = request.agent(app.app.getHttpServer());
    const username = `mail_${randomBytes(4).toString('hex')}`;
    const { body } = await agent.post('/api/register').send({ username, password, ...(email ? { email } : {}) }).expect(201);
    return { agent, username, id: body.id as string, password };
  };
  const mailsTo = (to: string, subject: RegExp) => mail.messages.filter((message) => message.to.includes(to) && subject.test(message.subject));
  const oneMail = async (to: string, subject: RegExp): Promise<ReceivedMail> => {
    await mail.waitFor(() => mailsTo(to, subject).length > 0, `a mail "${subject}" to ${to}`);
    // Delivered once: its delivery row is done and no second copy arrives.
    await until(() => app.query<{ n: string }>(`select count(*) as n from outbox_deliveries where recipient = lower($1) and status = 'pending'`, [to]), (rows) => rows[0].n === '0', `no pending mail to ${to}`);
    expect(mailsTo(to, subject)).toHaveLength(1);
    return mailsTo(to, subject)[0];
  };
  const linkIn = (text: string, path: string) => new URL(new RegExp(`https://\\S+${path.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(text)![0]).searchParams.get('token')!;
  const dollars = (amount: number) => `$${amount.toFixed(2)}`;

  it('mails the order confirmation to the account address: its lines, fees, 8 % tax and total with two decimals', async () => {
    const email = address('buyer');
    const { agent } = await register(email);
    const productId = await createProduct(app, brandId, { name: 'Reach 12 Year', priceCents: 4050, shippingFeeCents: 1299 });
    const { body } = await agent
      .post('/api/checkout')
      .send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo({ email: 'checkout-only@example.com' }), paymentInfo: ACCEPTED_CARD, dateOfBirth: '1990-04-12' })
      .expect(201);
    const [order] = body.orders;

    const confirmation = await oneMail(email, /is confirmed$/);
    expect(confirmation.subject).toBe(`Your Rounds order ${order.orderNumber} is confirmed`);
    expect(confirmation.messageId).toMatch(/^<[0-9a-f-]{36}@rounds\.test>$/);
    expect(confirmation.text).toContain('1 × Reach 12 Year ($40.50 each): $40.50');
    expect(confirmation.text).toContain(`Subtotal: ${dollars(order.subtotal)}`);
    expect(confirmation.text).toContain(`Fees: ${dollars(order.deliveryFee)}`);
    expect(confirmation.text).toContain(`Tax (8%): ${dollars(order.tax)}`);
    expect(confirmation.text).toContain(`Total: ${dollars(order.total)}`);
    expect(confirmation.html).toContain(dollars(order.total));
    expect(confirmation.html).toMatch(/<table role="presentation"/);
    expect(confirmation.html).not.toMatch(/<script/i);
    expect(confirmation.html).toContain(`${origin}/orders`);
    expect(mailsTo('checkout-only@example.com', /is confirmed$/)).toHaveLength(0);
  });

  it("mails the checkout address when the account has none, and tells the shopper of a cancellation", async () => {
    const checkoutEmail = address('guestlike');
    const { agent } = await register(null);
    const productId = await createProduct(app, brandId, { priceCents: 2500 });
    const { body } = await agent.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo({ email: checkoutEmail }), paymentInfo: ACCEPTED_CARD, dateOfBirth: '1990-04-12' }).expect(201);
    await oneMail(checkoutEmail, /is confirmed$/);

    // Nothing has left the brand yet: refunding the order cancels it, and the shopper is told so.
    await admin.post(`/api/admin/orders/${body.orders[0].id}/status`).send({ status: 'refunded' }).expect(200);
    const cancelled = await oneMail(checkoutEmail, /was cancelled$/);
    expect(cancelled.text).toContain(`Order ${body.orders[0].orderNumber} (${dollars(body.orders[0].total)}) was cancelled`);
  });

  it('mails a confirmation link at sign-up; confirming it sets emailVerified', async () => {
    const email = address('verify');
    const { agent } = await register(email);
    expect((await agent.get('/api/user').expect(200)).body.emailVerified).toBe(false);
    const token = linkIn((await oneMail(email, /^Confirm your e-mail address/)).text, '/auth/verify');

    await app.http().post('/api/user/email/verification/confirm').send({ token }).expect(204);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ email, emailVerified: true });
    expect((await app.http().post('/api/user/email/verification/confirm').send({ token }).expect(400)).body.code).toBe('INVALID_TOKEN');
  });

  it('changes the address only once the new one is confirmed, and mails a new link on request', async () => {
    const email = address('before');
    const { agent, password } = await register(email);
    const next = address('after');
    expect((await agent.post('/api/user/settings/email').send({ email: next, currentPassword: 'wrong-password' }).expect(400)).body.code).toBe('WRONG_CURRENT_PASSWORD');
    await agent.post('/api/user/settings/email').send({ email: next, currentPassword: password }).expect(202);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ email, emailVerified: false });

    await agent.post('/api/user/email/verification').expect(202);
    await mail.waitFor(() => mailsTo(next, /^Confirm your e-mail address/).length === 2, 'two confirmation links to the new address');
    const [first, second] = mailsTo(next, /^Confirm your e-mail address/).map((message) => linkIn(message.text, '/auth/verify'));
    // The newer link replaced the first.
    expect((await app.http().post('/api/user/email/verification/confirm').send({ token: first }).expect(400)).body.code).toBe('INVALID_TOKEN');
    await app.http().post('/api/user/email/verification/confirm').send({ token: second }).expect(204);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ email: next, emailVerified: true });
  });

  it('changes the password: this session stays, every other one ends', async () => {
    const { agent, username, password } = await register(address('pw'));
    const other = await app.signIn(username, password);
    expect((await agent.post('/api/user/settings/password').send({ currentPassword: 'nope-nope-nope', newPassword: 'brand-new-password' }).expect(400)).body.code).toBe('WRONG_CURRENT_PASSWORD');
    expect((await agent.post('/api/user/settings/password').send({ currentPassword: password, newPassword: 'short' }).expect(400)).body.message).toContain('newPassword must be at least 8 characters');
    await agent.post('/api/user/settings/password').send({ currentPassword: password, newPassword: 'brand-new-password' }).expect(204);
    await agent.get('/api/user').expect(200);
    await other.get('/api/user').expect(401);
    await app.signIn(username, 'brand-new-password');
  });

  it('shows the outbox in /metrics', async () => {
    const metrics = await app.http().get('/metrics').expect(200);
    expect(metrics.text).toMatch(/rounds_outbox_waiting_events\{role="all"\} \d+/);
    expect(metrics.text).toMatch(/rounds_outbox_deliveries\{channel="mail",status="pending",role="all"\} \d+/);
    expect(metrics.text).toMatch(/rounds_outbox_deliveries\{channel="mail",status="failed",role="all"\} \d+/);
  });

  it('unsubscribes in one click (RFC 8058) from that kind of mail only', async () => {
    await app.query(`update users set email = 'imports.admin@rounds.test' where username = 'mail_admin'`);
    const importFile = csv(['name,description,brand,price,categories,available,image,tags', 'Dry Run Rye,Spicy,Highland Reach,30,whiskey,true,,']);
    const dryRun = async () => {
      const queued = await admin.post('/api/admin/products/bulk-upload?dryRun=true').attach('file', importFile, { filename: `p-${randomBytes(3).toString('hex')}.csv`, contentType: 'text/csv' }).expect(202);
      return waitForImportJob(admin, queued.body.jobId);
    };
    await dryRun();
    const finished = await oneMail('imports.admin@rounds.test', /import finished$/);
    const rawHeader = (name: string) => finished.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');
    const unsubscribeUrl = /^<(.+)>$/.exec(rawHeader('list-unsubscribe') ?? '')![1];
    expect(unsubscribeUrl).toMatch(new RegExp(`^${origin}/api/notifications/unsubscribe\\?token=`));
    expect(rawHeader('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(finished.html).toContain('Unsubscribe from this kind of mail');

    // What a mail client does: POST the form body, no cookie, no Origin.
    const { pathname, search } = new URL(unsubscribeUrl);
    const answer = await app.http().post(`${pathname}${search}`).set('Content-Type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click').expect(200);
    expect(answer.body).toEqual({ kind: 'imports', message: 'You will no longer get this kind of mail. Change it back on your Profile page: Settings → Account → Notifications by e-mail.' });
    expect((await admin.get('/api/user/settings/notifications').expect(200)).body).toEqual({ giftOffers: true, commissions: true, imports: false });
    expect((await app.http().post('/api/notifications/unsubscribe?token=forged.imports.00').set('Content-Type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click').expect(400)).body).toEqual({
      statusCode: 400,
      code: 'INVALID_UNSUBSCRIBE_LINK',
      message: 'This unsubscribe link is not valid. Change which mail you get on your Profile page: Settings → Account → Notifications by e-mail.',
    });

    // The next import sends no mail; order mail still goes.
    const job = await dryRun();
    await until(() => app.query(`select fanned_out_at from outbox_events where type = 'import.completed' and data ->> 'jobId' = $1`, [job.id]), (rows) => rows.length === 1 && rows[0].fanned_out_at !== null, 'the second import event fanned out');
    expect(mailsTo('imports.admin@rounds.test', /import finished$/)).toHaveLength(1);
    const productId = await createProduct(app, brandId, { priceCents: 1500 });
    await admin.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD, dateOfBirth: '1990-04-12' }).expect(201);
    await oneMail('imports.admin@rounds.test', /is confirmed$/);

    expect((await admin.put('/api/user/settings/notifications').send({ imports: true }).expect(200)).body).toEqual({ giftOffers: true, commissions: true, imports: true });
  });

  it('mails a creator a gift offer (with one-click unsubscribe) and the brand the answer', async () => {
    const id = randomBytes(3).toString('hex');
    const brandEmail = `brand.${id}@example.com`;
    const registered = (await app.http().post('/api/auth/register-brand').send({ username: `brand_${id}`, password: 'correct-horse-battery', email: brandEmail, brandName: `Glen ${id}` }).expect(201)).body;
    const brand = request.agent(app.app.getHttpServer());
    await brand.post('/api/login').send({ username: `brand_${id}`, password: 'correct-horse-battery' }).expect(200);
    const productId = await createProduct(app, registered.brand.id, { name: `Glen Rye ${id}`, priceCents: 4500 });
    const creatorEmail = address('creator');
    const { agent: creatorAgent, id: creatorUserId } = await register(creatorEmail);
    await app.query(`update users set role = 'creator' where id = $1`, [creatorUserId]);
    const creator = await createCreator(app, { userId: creatorUserId, followers: 10 });

    const sent = (await brand.post('/api/brands/gifts').send({ campaignId: 'default', recipientId: creator.id, productId, message: 'Try it', value: 50, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }).expect(201)).body;
    const offer = await oneMail(creatorEmail, /would like to send you/);
    expect(offer.subject).toBe(`Glen ${id} would like to send you Glen Rye ${id}`);
    expect(offer.parsed.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(true);

    await creatorAgent.post(`/api/user/partnerships/${sent.id}/decline`).expect(200);
    const answer = await oneMail(brandEmail, /declined your gift/);
    expect(answer.text).toContain(`Glen Rye ${id}`);
    // Each answer is told once, by mail only (gift offers are nobody's webhook).
    expect((await shop.toldOnce('gift_offer.received', { offerId: sent.id }, { mail: true, webhook: false })).mail!.to).toEqual([creatorEmail]);
    expect((await shop.toldOnce('gift_offer.declined', { offerId: sent.id }, { mail: true, webhook: false })).mail!.to).toEqual([brandEmail]);

    const again = (await brand.post('/api/brands/gifts').send({ campaignId: 'default', recipientId: creator.id, productId, message: 'Another try', value: 50, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }).expect(201)).body;
    await creatorAgent.post(`/api/user/partnerships/${again.id}/accept`).expect(200);
    const accepted = await shop.toldOnce('gift_offer.accepted', { offerId: again.id }, { mail: true, webhook: false });
    expect(accepted.mail!.to).toEqual([brandEmail]);
    expect(accepted.mail!.subject).toMatch(new RegExp(`^.+ accepted your gift of Glen Rye ${id}$`));
    expect(accepted.mail!.text).toContain(`accepted Glen Rye ${id}.`);
    expect(accepted.mail!.html).not.toMatch(/<script/i);
    // Optional mail: it carries the one-click unsubscribe.
    expect(accepted.mail!.parsed.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(true);
  });

  it('tells whoever queued an import once how it ended, completed or failed: by mail and by webhook under one event id', async () => {
    await app.query(`update users set email = 'imports.admin@rounds.test' where username = 'mail_admin'`);
    const { body: endpoint } = await admin.post('/api/admin/webhooks').send({ url: shop.receiver.url, events: ['import.completed', 'import.failed'] }).expect(201);
    const upload = async (lines: string[]) => {
      const queued = await admin.post('/api/admin/products/bulk-upload').attach('file', csv(lines), { filename: `told-${randomBytes(3).toString('hex')}.csv`, contentType: 'text/csv' }).expect(202);
      return waitForImportJob(admin, queued.body.jobId);
    };
    const header = 'name,description,brand,price,categories,available,image,tags';

    const completed = await upload([header, `Told Once Rye ${randomBytes(3).toString('hex')},Spicy,Highland Reach,30,whiskey,true,,`]);
    expect(completed.state).toBe('completed');
    const finished = await shop.toldOnce('import.completed', { jobId: completed.id }, { mail: true, webhook: true });
    expect(finished.mail!.to).toEqual(['imports.admin@rounds.test']);
    expect(finished.mail!.subject).toBe('Your product import finished');
    expect(finished.mail!.text).toContain('1 row imported, 0 refused.');
    expect(finished.hook!.body.data).toEqual({ jobId: completed.id, kind: 'product', imported: 1, failed: 0 });
    expect(finished.hook!.headers['rounds-event-id']).toBe(finished.mail!.headers.get('x-rounds-event-id'));

    // A database that refuses the row fails every attempt; only the last one tells.
    const failed = await whileProductsTableRefuses(app, 'the products table is on fire', () => upload([header, 'Exploding Rye,Spicy,Highland Reach,30,whiskey,true,,']));
    expect(failed.state).toBe('failed');
    expect(failed.failedReason).toBe('The import stopped on an error on our side. Rows imported before it stay; upload the file again to import the rest.');
    const stopped = await shop.toldOnce('import.failed', { jobId: failed.id }, { mail: true, webhook: true });
    expect(stopped.mail!.subject).toBe('Your product import failed');
    expect(stopped.mail!.text).toContain(`The import stopped: ${failed.failedReason}`);
    expect(stopped.hook!.body.data).toEqual({ jobId: failed.id, kind: 'product', reason: failed.failedReason });
    expect(stopped.hook!.headers['rounds-event-id']).toBe(stopped.mail!.headers.get('x-rounds-event-id'));
    await admin.delete(`/api/admin/webhooks/${endpoint.id}`).expect(204);
  });
});
