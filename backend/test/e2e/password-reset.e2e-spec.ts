import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { MailingApp, startMailingApp, TEST_PUBLIC_ORIGIN } from '../support/mailing-app';
import type { TestApp } from '../support/test-app';
import { TestMailServer, until } from '../support/test-mail-server';

const RESET_BODY = { message: 'If an account uses this address, we sent it a link to choose a new password. The link works once, for 30 minutes.' };

/** POST /api/auth/password-reset and /confirm, through the outbox and a real SMTP server. */
describe('Password reset (e2e)', () => {
  let app: TestApp;
  let mail: TestMailServer;
  let shop: MailingApp;
  const origin = TEST_PUBLIC_ORIGIN;

  beforeAll(async () => {
    shop = await startMailingApp({ smtpLogin: { user: 'mailer', password: 's3cret-smtp' } });
    ({ app, mail } = shop);
  });
  afterAll(() => shop?.close());

  const register = async (email: string) => {
    const agent = request.agent(app.app.getHttpServer());
    const username = `reset_${randomBytes(4).toString('hex')}`;
    await agent.post('/api/register').send({ username, password: 'correct-horse-battery', email }).expect(201);
    return { agent, username };
  };
  const resetMailsTo = (email: string) => mail.messages.filter((message) => message.to.includes(email) && message.subject === 'Reset your Rounds password');
  const resetMailTo = async (email: string, count = 1) => {
    await mail.waitFor(() => resetMailsTo(email).length >= count, `${count} reset mail(s) to ${email}`);
    return resetMailsTo(email);
  };
  const tokenOf = (text: string) => new URL(/https:\/\/\S+\/auth\/reset\?token=\S+/.exec(text)![0]).searchParams.get('token')!;

  it('answers 202 with the same body for a known and an unknown address, and mails only the known one', async () => {
    const email = `maya.${randomBytes(3).toString('hex')}@example.com`;
    await register(email);
    const known = await app.http().post('/api/auth/password-reset').send({ email: email.toUpperCase() }).expect(202);
    const unknown = await app.http().post('/api/auth/password-reset').send({ email: `nobody.${randomBytes(3).toString('hex')}@example.com` }).expect(202);
    expect(known.body).toEqual(RESET_BODY);
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

    const [message] = await resetMailTo(email);
    expect(message.text).toContain(`${origin}/auth/reset?token=`);
    expect(message.html).toContain(`${origin}/auth/reset?token=`);
    expect(message.html).toMatch(/<table/);
    expect(message.html).not.toMatch(/<script/i);
    expect(message.parsed.from?.text).toContain('hello@rounds.test');
    expect(message.headers.get('list-unsubscribe')).toBeUndefined();
    // The token is stored only as its hash, and the outbox drops the link once the mail is out.
    const token = tokenOf(message.text);
    expect(await app.query(`select 1 from account_tokens where token_hash = $1`, [token])).toHaveLength(0);
    const events = await until(
      () => app.query<{ data: Record<string, unknown>; status: string }>(
        `select e.data, d.status from outbox_events e join outbox_deliveries d on d.event_id = e.id where e.type = 'account.password_reset_requested' and e.recipient_email = $1`,
        [email.toUpperCase()],
      ),
      (rows) => rows.length === 1 && rows[0].status === 'delivered',
      'the reset mail delivery to be recorded',
    );
    expect(JSON.stringify(events)).not.toContain(token);
    expect(events[0].data).toEqual({ username: expect.any(String), expiresInMinutes: 30 });
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const email = `reset.${randomBytes(3).toString('hex')}@example.com`;
    const { agent, username } = await register(email);
    await agent.get('/api/user').expect(200);
    await app.http().post('/api/auth/password-reset').send({ email }).expect(202);
    const token = tokenOf((await resetMailTo(email))[0].text);

    expect((await app.http().post('/api/auth/password-reset/confirm').send({ token, password: 'short' }).expect(400)).body.message).toContain('password must be at least 8 characters');
    await app.http().post('/api/auth/password-reset/confirm').send({ token, password: 'a-brand-new-password' }).expect(204);
    expect((await agent.get('/api/user').expect(401)).body.code).toBe('NOT_SIGNED_IN');
    await app.http().post('/api/login').send({ username, password: 'correct-horse-battery' }).expect(401);
    await app.http().post('/api/login').send({ username, password: 'a-brand-new-password' }).expect(200);

    const again = await app.http().post('/api/auth/password-reset/confirm').send({ token, password: 'yet-another-password' }).expect(400);
    expect(again.body).toEqual({ statusCode: 400, code: 'INVALID_TOKEN', message: 'This password reset link is invalid or has expired. Please ask for a new one.' });
  });

  it('refuses a link older than 30 minutes', async () => {
    const email = `late.${randomBytes(3).toString('hex')}@example.com`;
    await register(email);
    await app.http().post('/api/auth/password-reset').send({ email }).expect(202);
    const token = tokenOf((await resetMailTo(email))[0].text);
    await app.query(`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset' and email = $1`, [email]);
    expect((await app.http().post('/api/auth/password-reset/confirm').send({ token, password: 'a-brand-new-password' }).expect(400)).body.code).toBe('INVALID_TOKEN');
  });

  it('mails an account at most 3 reset links an hour, answering alike past the limit', async () => {
    const email = `many.${randomBytes(3).toString('hex')}@example.com`;
    await register(email);
    for (let i = 0; i < 5; i++) expect((await app.http().post('/api/auth/password-reset').send({ email }).expect(202)).body).toEqual(RESET_BODY);
    await resetMailTo(email, 3);
    const requests = await app.query<{ n: string }>(`select count(*) as n from password_reset_requests where email = $1`, [email]);
    expect(Number(requests[0].n)).toBe(5);
    const tokens = await app.query<{ n: string }>(`select count(*) as n from account_tokens where purpose = 'password_reset' and email = $1`, [email]);
    expect(Number(tokens[0].n)).toBe(3);
  });

  it('mails an address at most 5 reset links an hour, whichever accounts they were asked for, answering alike past the limit', async () => {
    const email = `shared.${randomBytes(3).toString('hex')}@example.com`;
    // Five requests while no account uses the address count for it all the same.
    for (let i = 0; i < 5; i++) expect((await app.http().post('/api/auth/password-reset').send({ email }).expect(202)).body).toEqual(RESET_BODY);
    await register(email);
    // The account has asked for nothing yet (its own limit is 3): only the address's limit stops this sixth request.
    const sixth = await app.http().post('/api/auth/password-reset').send({ email }).expect(202);
    expect(sixth.body).toEqual(RESET_BODY);

    expect(await app.query(`select user_id is not null as known from password_reset_requests where email = $1 order by requested_at`, [email])).toEqual([
      ...Array.from({ length: 5 }, () => ({ known: false })),
      { known: true },
    ]);
    // No reset event was recorded with the request, so no mail can follow; the sign-up's confirmation mail (recorded
    // before it) arrives and leaves nothing pending for the address.
    expect(await app.query(`select 1 from outbox_events where type = 'account.password_reset_requested' and lower(recipient_email) = $1`, [email])).toHaveLength(0);
    expect(await app.query(`select 1 from account_tokens where purpose = 'password_reset' and email = $1`, [email])).toHaveLength(0);
    await mail.waitFor(() => mail.messages.some((message) => message.to.includes(email) && message.subject === 'Confirm your e-mail address for Rounds'), 'the sign-up confirmation mail');
    await until(() => app.query<{ n: string }>(`select count(*) as n from outbox_deliveries where recipient = $1 and status = 'pending'`, [email]), (rows) => rows[0].n === '0', `no pending mail to ${email}`);
    expect(resetMailsTo(email)).toHaveLength(0);
  });

  it('refuses a malformed address with 400', async () => {
    expect((await app.http().post('/api/auth/password-reset').send({ email: 'not-an-address' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });
});
