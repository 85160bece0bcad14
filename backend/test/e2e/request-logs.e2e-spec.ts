import { sessionCookieOf } from '../support/session-cookie';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csv, waitForImportJob } from '../support/import-jobs';
import { MailingApp, startMailingApp } from '../support/mailing-app';
import type { TestApp } from '../support/test-app';
import { until } from '../support/test-mail-server';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

const SMTP_PASSWORD = 'smtp-SECRET-password';

/**
 * The log lines an API process writes (LOG_LEVEL=log, JSON): one per request with method, route pattern,
 * status, duration, request id and user id; the request id on every line of the request and of the job it
 * queued; and none of the secrets a request carried or the app made (one-time links, webhook secrets, the
 * SMTP password). The app mails through a real SMTP server that asks for a login, and refuses one recipient.
 */
describe('Request logs (e2e)', () => {
  let app: TestApp;
  let shop: MailingApp;
  let storageDir: string;
  const lines: LogLine[] = [];
  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);
  const requestLine = (requestId: string) => linesOf(requestId).find((line) => line.msg === 'request completed');

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-logs-'));
    shop = await startMailingApp({
      env: { LOG_LEVEL: 'log', LOG_FORMAT: 'json', STORAGE_DIR: storageDir, ADMIN_USERNAME: 'logs_admin', ADMIN_PASSWORD: 'logs-admin-password' },
      smtpLogin: { user: 'logs-mailer', password: SMTP_PASSWORD },
      refuseMailTo: (to) => to.some((address) => address.startsWith('refused.')),
      logDestination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    });
    ({ app } = shop);
  });
  afterAll(async () => {
    await shop?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('writes one line per request: method, route pattern (no ids), status, duration, request id, user id', async () => {
    const { agent, user } = await app.registerAndSignIn('logs');
    const productId = '6f1c2a3b-0000-4000-8000-00000000abcd';
    const response = await agent.get(`/api/products/${productId}`).set('X-Request-Id', 'lb-7f3a.42:1').expect(404);
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42:1');

    const line = requestLine('lb-7f3a.42:1');
    expect(line).toEqual({
      level: 'info',
      time: expect.any(String),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: 'lb-7f3a.42:1',
      method: 'GET',
      route: '/api/products/:id',
      status: 404,
      durationMs: expect.any(Number),
      userId: user.id,
      msg: 'request completed',
    });
    expect(JSON.stringify(linesOf('lb-7f3a.42:1'))).not.toContain(productId);
  });

  it('makes up a request id when the caller sends none or one that is not sane, and returns it', async () => {
    const none = await app.http().get('/api/products?limit=1').expect(200);
    const insane = await app.http().get('/api/products?limit=1').set('X-Request-Id', 'x'.repeat(200)).expect(200);
    for (const response of [none, insane]) {
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLine(id)).toMatchObject({ method: 'GET', route: '/api/products', status: 200 });
      expect(requestLine(id)).not.toHaveProperty('userId');
    }
  });

  it('never logs a password, cookie, session id, card number beyond last4 or banking field a request carried', async () => {
    const username = `secret_${Date.now()}`;
    const password = 'correct-horse-battery-SECRET';
    const registered = await app.http().post('/api/register').set('X-Request-Id', 'secrets-1').send({ username, password }).expect(201);
    const cookie = sessionCookieOf(registered.headers['set-cookie']).split(';')[0];
    const sessionId = decodeURIComponent(cookie.split('=')[1]).replace(/^s:/, '').split('.')[0];

    await app.http().post('/api/login').set('X-Request-Id', 'secrets-2').send({ username, password }).expect(200);
    await app
      .http()
      .post('/api/checkout')
      .set('Cookie', cookie)
      .set('Authorization', 'Bearer bearer-SECRET-token')
      .set('X-Request-Id', 'secrets-3')
      .send({ paymentInfo: { method: 'card', last4: '4242', cardNumber: '4242424242424242', cvv: '987', expiryDate: '12/29', nameOnCard: 'Maya SECRET Lopez' } })
      .expect(400);
    await app
      .http()
      .post('/api/user/settings/banking')
      .set('Cookie', cookie)
      .set('X-Request-Id', 'secrets-4')
      .send({ accountHolderName: 'Maya SECRET Lopez', bankName: 'First SECRET Bank', routingNumber: '021000021', accountNumber: '000123456789', accountType: 'checking' })
      .expect(200);

    const requestLines = ['secrets-1', 'secrets-2', 'secrets-3', 'secrets-4'].map(requestLine);
    expect(requestLines.map((line) => [line?.method, line?.route, line?.status])).toEqual([
      ['POST', '/api/register', 201],
      ['POST', '/api/login', 200],
      ['POST', '/api/checkout', 400],
      ['POST', '/api/user/settings/banking', 200],
    ]);
    const written = JSON.stringify(lines);
    for (const secret of [password, cookie, sessionId, '4242424242424242', '12/29', 'SECRET', '021000021', '000123456789', 'checking']) {
      expect(written).not.toContain(secret);
    }
  });

  it('never logs a reset or confirmation token, a webhook secret, or the SMTP password, through mail sent and refused', async () => {
    const { mail, receiver } = shop;
    const email = `logged.${randomBytes(3).toString('hex')}@example.com`;
    const username = `logged_${randomBytes(3).toString('hex')}`;
    await app.http().post('/api/register').send({ username, password: 'correct-horse-battery', email }).expect(201);
    await app.http().post('/api/auth/password-reset').set('X-Request-Id', 'reset-1').send({ email }).expect(202);
    const mailed = await mail.waitFor(() => mail.messages.filter((message) => message.to.includes(email)).length === 2, 'the confirmation and reset mails');
    const tokenIn = (path: string) => {
      const text = mailed.find((message) => message.to.includes(email) && message.text.includes(path))!.text;
      return new URL(new RegExp(`https://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(text)![0]).searchParams.get('token')!;
    };
    const resetToken = tokenIn('/auth/reset');
    const confirmationToken = tokenIn('/auth/verify');
    await app.http().post('/api/auth/password-reset/confirm').set('X-Request-Id', 'reset-2').send({ token: resetToken, password: 'a-brand-new-password' }).expect(204);
    await app.http().post('/api/user/email/verification/confirm').set('X-Request-Id', 'verify-1').send({ token: confirmationToken }).expect(204);

    const admin = await app.signIn('logs_admin', 'logs-admin-password');
    const created = (await admin.post('/api/admin/webhooks').set('X-Request-Id', 'hook-1').send({ url: receiver.url, events: ['order.paid'] }).expect(201)).body;
    const rotated = (await admin.post(`/api/admin/webhooks/${created.id}/secret`).set('X-Request-Id', 'hook-2').expect(200)).body;
    expect([created.secret, rotated.secret]).toEqual([expect.stringMatching(/^whsec_/), expect.stringMatching(/^whsec_/)]);

    // The mail server refuses a message (451): the dispatcher logs the failed attempt, which must name no credential.
    const refused = `refused.${randomBytes(3).toString('hex')}@example.com`;
    await app.http().post('/api/register').send({ username: `refused_${randomBytes(3).toString('hex')}`, password: 'correct-horse-battery', email: refused }).expect(201);
    const failure = await until(
      async () => lines.find((line) => typeof line.msg === 'string' && line.msg.includes('failed on attempt') && line.msg.includes('account.email_verification_requested')),
      (line) => line !== undefined,
      'the failed mail attempt logged',
    );
    expect(failure!.msg).toMatch(/451/);

    expect(['reset-1', 'reset-2', 'verify-1', 'hook-1', 'hook-2'].map((id) => requestLine(id)?.status)).toEqual([202, 204, 204, 201, 200]);
    const written = JSON.stringify(lines);
    for (const secret of [resetToken, confirmationToken, created.secret, rotated.secret, 'whsec_', SMTP_PASSWORD, encodeURIComponent(SMTP_PASSWORD), mail.url]) {
      expect(written).not.toContain(secret);
    }
  });

  it('carries the request id into the job it queued: queued, started, progress and completed lines', async () => {
    const admin = await app.signIn('logs_admin', 'logs-admin-password');
    const queued = await admin
      .post('/api/admin/products/bulk-upload')
      .set('X-Request-Id', 'upload-1')
      .attach('file', csv(['name,brand,price', 'Log Test Bottle,No Such Brand,10']), 'products.csv')
      .expect(202);
    const jobId: string = queued.body.jobId;
    await waitForImportJob(admin, jobId);

    const messages = linesOf('upload-1').map((line) => [line.msg, line.jobId ?? null]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['job queued', jobId],
        ['request completed', null],
        ['job started', jobId],
        ['job progress', jobId],
        ['job completed', jobId],
      ]),
    );
    expect(linesOf('upload-1').find((line) => line.msg === 'job started')).toMatchObject({ job: 'catalog.import-products', attempt: 1 });
  });
});
