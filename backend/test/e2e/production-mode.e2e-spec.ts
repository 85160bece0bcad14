import { sessionCookieOf } from '../support/session-cookie';
import { createTestApp, TestApp } from '../support/test-app';

describe('Production mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      seedDemo: true,
      // Behind the HTTPS proxy (here the test client on loopback), which production configures with TRUST_PROXY.
      env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars', BANKING_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'), ADMIN_USERNAME: 'ops_admin', ADMIN_PASSWORD: 'ops-admin-password', TRUST_PROXY: 'loopback', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_ORIGIN: 'https://shop.rounds.example',
        // Lists brands only: production requires a second factor of admins whatever the list says.
        MFA_REQUIRED_ROLES: 'brand' },
    });
  });
  afterAll(() => app.close());

  it('never creates demo accounts', async () => {
    expect(await app.query(`select username from users where username in ('admin','shopper','curator','brand')`)).toEqual([]);
    await app.http().post('/api/login').send({ username: 'shopper', password: 'rounds-demo-21' }).expect(401);
  });

  it('creates the admin named by ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
    const response = await app.http().post('/api/login').send({ username: 'ops_admin', password: 'ops-admin-password' }).expect(200);
    expect(response.body.role).toBe('admin');
  });

  it('keeps an admin without a second factor out of the admin endpoints, whatever MFA_REQUIRED_ROLES lists', async () => {
    const signedIn = await app.http().post('/api/login').set('X-Forwarded-Proto', 'https').send({ username: 'ops_admin', password: 'ops-admin-password' }).expect(200);
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']).split(';')[0];
    const refused = await app.http().get('/api/admin/stats').set({ 'X-Forwarded-Proto': 'https', Cookie: cookie }).expect(403);
    expect(refused.body).toMatchObject({ code: 'MFA_ENROLMENT_REQUIRED', message: 'This admin account needs two-step sign-in: set up an authenticator app in Settings first.' });
    // What it can reach: the enrolment, which says a second factor is required.
    expect((await app.http().get('/api/user/mfa').set({ 'X-Forwarded-Proto': 'https', Cookie: cookie }).expect(200)).body).toMatchObject({ totpEnabled: false, required: true });
  });

  it('marks the session cookie Secure behind an HTTPS proxy', async () => {
    const response = await app
      .http()
      .post('/api/register')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'prod_user', password: 'long-enough-pw' })
      .expect(201);
    expect(response.headers['set-cookie'][0]).toMatch(/; Secure/);
  });

  it('sends Strict-Transport-Security in production', async () => {
    const response = await app.http().get('/api/health').expect(200);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('makes share links on PUBLIC_ORIGIN whatever Host the request names', async () => {
    // The session cookie is Secure: the test carries it by hand, as the browser does over HTTPS.
    const registered = await app.http().post('/api/register').set('X-Forwarded-Proto', 'https').send({ username: 'prod_sharer', password: 'long-enough-pw' }).expect(201);
    const cookie = sessionCookieOf(registered.headers['set-cookie']).split(';')[0];
    const { body } = await app
      .http()
      .post('/api/user/profile/share')
      .set({ 'X-Forwarded-Proto': 'https', Host: 'evil.example', Cookie: cookie })
      .send({ type: 'profile' })
      .expect(200);
    expect(body.shareUrl).toBe('https://shop.rounds.example/profile/prod_sharer?utm_source=prod_sharer&utm_medium=shared_profile&utm_campaign=profile_share');
  });

  it('refuses to start without PUBLIC_ORIGIN', async () => {
    await expect(
      createTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars', BANKING_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64') } }),
    ).rejects.toThrow(/PUBLIC_ORIGIN is required in production/);
  });
});
