import { sessionCookieOf } from '../support/session-cookie';
import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

describe('Accounts (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const register = (body: object) => app.http().post('/api/register').send(body);

  it('answers 401 for GET /api/user when signed out', async () => {
    const response = await app.http().get('/api/user').expect(401);
    expect(response.body).toEqual({ statusCode: 401, message: expect.any(String), code: 'NOT_SIGNED_IN' });
  });

  it('registers, signs in with a new session id, reads the account, and signs out', async () => {
    const agent = request.agent(app.app.getHttpServer());
    const created = await agent.post('/api/register').send({ username: 'alice_1', password: 'long-enough-pw', email: 'alice@example.com' }).expect(201);
    expect(created.body).toMatchObject({ username: 'alice_1', email: 'alice@example.com', role: 'user', curatorStatus: 'user', commissionRate: 0, ageVerified: false, ageStatus: 'unverified' });
    expect(Object.keys(created.body).sort()).toEqual(
      ['id', 'username', 'email', 'emailVerified', 'role', 'curatorStatus', 'commissionRate', 'ageVerified', 'ageStatus', 'displayName', 'bio', 'profileImage', 'heroImage', 'pageLayout', 'createdAt'].sort(),
    );
    const cookie = sessionCookieOf(created.headers['set-cookie']);
    expect(cookie).toMatch(/rounds\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    await agent.get('/api/user').expect(200).expect((r) => expect(r.body.username).toBe('alice_1'));
    await agent.post('/api/logout').expect(204);
    await agent.get('/api/user').expect(401);

    const login = await agent.post('/api/login').send({ username: 'alice_1', password: 'long-enough-pw' }).expect(200);
    const newCookie = sessionCookieOf(login.headers['set-cookie']).split(';')[0];
    expect(newCookie).not.toEqual(cookie.split(';')[0]);
    await agent.post('/api/verify-age').expect(200).expect((r) => expect(r.body.ageVerified).toBe(true));
  });

  it('never answers with a password or its hash', async () => {
    const response = await register({ username: 'bob_pw', password: 'secret-password-1' }).expect(201);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('secret-password-1');
    expect(text).not.toMatch(/argon2|password/i);
    const [row] = await app.query<{ password_hash: string }>('select password_hash from users where username = $1', ['bob_pw']);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ password: 'long-enough-pw' }, /username/],
    [{ username: 'carol' }, /password is required/],
    [{ username: 'carol', password: 'short' }, /at least 8 characters/],
    [{ username: 'carol', password: 'long-enough-pw', email: 'not-an-email' }, /valid e-mail/],
    [{ username: 'c', password: 'long-enough-pw' }, /3 to 50/],
  ])('refuses bad registration %j with 400', async (body, message) => {
    const response = await register(body).expect(400);
    expect(response.body.message).toMatch(message);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a taken username with 409 and writes nothing', async () => {
    await register({ username: 'dave_dup', password: 'long-enough-pw' }).expect(201);
    const response = await register({ username: 'dave_dup', password: 'another-password' }).expect(409);
    expect(response.body.code).toBe('USERNAME_TAKEN');
    const rows = await app.query('select id from users where username = $1', ['dave_dup']);
    expect(rows).toHaveLength(1);
  });

  it('answers missing credentials with 400 and wrong ones with one generic 401', async () => {
    await app.http().post('/api/login').send({ username: 'nobody' }).expect(400);
    await register({ username: 'erin_pw', password: 'long-enough-pw' }).expect(201);
    const wrongPassword = await app.http().post('/api/login').send({ username: 'erin_pw', password: 'wrong-password' }).expect(401);
    const unknownUser = await app.http().post('/api/login').send({ username: 'no_such_user', password: 'wrong-password' }).expect(401);
    expect(wrongPassword.body.message).toBe(unknownUser.body.message);
  });

  it('locks a username and address after 10 failed sign-ins within 15 minutes', async () => {
    await register({ username: 'frank_lock', password: 'long-enough-pw' }).expect(201);
    for (let i = 0; i < 10; i++) {
      await app.http().post('/api/login').send({ username: 'frank_lock', password: 'wrong-password' }).expect(401);
    }
    const locked = await app.http().post('/api/login').send({ username: 'frank_lock', password: 'long-enough-pw' }).expect(429);
    expect(locked.body.message).toMatch(/wait \d+ minute/);
    // The window passes: move the recorded failures back 16 minutes.
    await app.query(`update login_attempts set attempted_at = attempted_at - interval '16 minutes' where username = 'frank_lock'`);
    await app.http().post('/api/login').send({ username: 'frank_lock', password: 'long-enough-pw' }).expect(200);
  });

  it('refuses a write whose Origin names another site', async () => {
    const response = await app.http().post('/api/register').set('Origin', 'https://evil.example').send({ username: 'gina_x', password: 'long-enough-pw' }).expect(403);
    expect(response.body.code).toBe('CROSS_SITE_REQUEST');
    expect(await app.query('select 1 from users where username = $1', ['gina_x'])).toHaveLength(0);
  });

  it('answers 413 for a JSON body over 1 MB, 400 for malformed JSON', async () => {
    const big = { username: 'x'.repeat(1_100_000), password: 'long-enough-pw' };
    await app.http().post('/api/register').send(big).expect(413);
    const malformed = await app.http().post('/api/register').set('content-type', 'application/json').send('{"username":').expect(400);
    expect(malformed.body.code).toBe('MALFORMED_JSON');
  });

  it('answers unknown /api paths with JSON 404, and pages with the app', async () => {
    const response = await app.http().get('/api/does-not-exist').expect(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const response = await app.http().get('/api/health').expect(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports readiness of PostgreSQL and Redis', async () => {
    const response = await app.http().get('/api/ready').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', redis: 'up', down: [] });
  });

  it('serves the OpenAPI document', async () => {
    const response = await app.http().get('/api/docs-json').expect(200);
    expect(response.body.paths['/api/login'].post.operationId).toBe('login');
  });

  it('keeps Bull Board for admins only', async () => {
    await app.http().get('/admin/queues').expect(302).expect('location', '/auth');
    const { agent } = await app.registerAndSignIn('plain');
    await agent.get('/admin/queues').expect(403);
  });
});
