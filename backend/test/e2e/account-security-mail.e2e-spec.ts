import request from 'supertest';
import { MailingApp, startMailingApp, TEST_PUBLIC_ORIGIN } from '../support/mailing-app';
import type { TestApp } from '../support/test-app';
import type { TestMailServer } from '../support/test-mail-server';

const BANKING = { accountHolderName: 'Maya Pour', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'checking' };

/** Mail that tells an account's owner about an attack or a money change: through the outbox, always sent. */
describe('Account security mail (e2e)', () => {
  let app: TestApp;
  let mail: TestMailServer;
  let shop: MailingApp;
  const origin = TEST_PUBLIC_ORIGIN;

  beforeAll(async () => {
    shop = await startMailingApp();
    ({ app, mail } = shop);
  });
  afterAll(() => shop?.close());

  const withAddress = async (userId: string, username: string) => {
    const email = `${username}@example.com`;
    await app.query(`update users set email = $2, email_verified_at = now() where id = $1`, [userId, email]);
    return email;
  };
  const mailsTo = (email: string, subject: string) => mail.messages.filter((message) => message.to.includes(email) && message.subject === subject);

  it('mails the owner once when wrong passwords lock the account, however many more come after', async () => {
    const { user } = await app.registerAndSignIn('attacked');
    const email = await withAddress(user.id, user.username);
    const attacker = request.agent(app.app.getHttpServer());
    for (let attempt = 1; attempt <= 15; attempt++) await attacker.post('/api/login').send({ username: user.username, password: `guess-${attempt}` });
    await attacker.post('/api/login').send({ username: user.username, password: 'guess-16' }).expect(429);

    const subject = 'Someone is trying to sign in to your Rounds account';
    const [message] = await mail.waitFor(() => mailsTo(email, subject).length >= 1, 'the under-attack mail').then(() => mailsTo(email, subject));
    expect(message.text).toContain(`Someone entered a wrong password for the Rounds account ${user.username} 10 times in a row`);
    expect(message.text).toContain('from a browser you have signed in with before, or together with the code from your authenticator app');
    expect(message.text).toContain(`Reset my password: ${origin}/auth/forgot`);
    expect(message.text).not.toMatch(/unsubscribe/i);
    expect(message.html).not.toMatch(/<script/i);
    // One event for the lock, recorded with its audit entry; the failures after it add none.
    const events = await app.query(
      `select d.status from outbox_events e join outbox_deliveries d on d.event_id = e.id where e.type = 'account.sign_in_locked' and e.recipient_user_id = $1`,
      [user.id],
    );
    expect(events).toHaveLength(1);
    expect(await app.query(`select 1 from audit_log where action = 'user.sign_in_locked' and entity_id = $1`, [user.id])).toHaveLength(1);
    expect(mailsTo(email, subject)).toHaveLength(1);
  });

  it('mails the holder when banking details are replaced (not on the first save), in the transaction of the save', async () => {
    const { agent, user } = await app.registerAndSignIn('holder');
    const email = await withAddress(user.id, user.username);
    const subject = 'Your Rounds banking details were changed';
    await agent.post('/api/user/settings/banking').send(BANKING).expect(200);
    expect(await app.query(`select 1 from outbox_events where type = 'account.banking_details_changed' and recipient_user_id = $1`, [user.id])).toHaveLength(0);
    expect(await app.query(`select 1 from audit_log where action = 'user.banking_changed' and entity_id = $1`, [user.id])).toHaveLength(1);

    await agent.post('/api/user/settings/banking').send({ ...BANKING, accountNumber: '999988887777' }).expect(200);
    const [message] = await mail.waitFor(() => mailsTo(email, subject).length >= 1, 'the banking-changed mail').then(() => mailsTo(email, subject));
    expect(message.text).toMatch(/The banking details where your Rounds payouts go were replaced at \d{4}-\d\d-\d\d \d\d:\d\d UTC\./);
    expect(message.text).toMatch(/your next payout is held for 72 hours, until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(message.text).toContain('If this was not you, reset your password right away');
    expect(message.text).not.toMatch(/unsubscribe/i);
    expect(message.text).not.toContain('7777');
    expect(await app.query(`select 1 from audit_log where action = 'user.banking_changed' and entity_id = $1`, [user.id])).toHaveLength(2);

    // A refused save (bad input) writes nothing: no audit entry, no mail.
    await agent.post('/api/user/settings/banking').send({ ...BANKING, routingNumber: '1' }).expect(400);
    expect(await app.query(`select 1 from outbox_events where type = 'account.banking_details_changed' and recipient_user_id = $1`, [user.id])).toHaveLength(1);
  });
});
