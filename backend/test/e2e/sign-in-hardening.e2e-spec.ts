import { PASSWORD_HASHER } from '../../src/modules/identity';
import { BoundedPasswordHasher, MAX_CONCURRENT_HASHES } from '../../src/modules/identity/adapters/security/bounded-password-hasher';
import { createCreator } from '../support/buying-fixtures';
import { createTestApp, DEMO_PASSWORD, TestApp } from '../support/test-app';

/**
 * Sign-in behind a configured proxy (TRUST_PROXY=loopback, the test client being the proxy),
 * X-Forwarded-For names the client, yet rotating it neither resets the lock-out nor breaks anything.
 */
describe('Sign-in hardening (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    // argon2 at its real cost: the flood below is about what hashing takes from the rest of the server.
    app = await createTestApp({ seedDemo: true, env: { TRUST_PROXY: 'loopback', PASSWORD_HASHING: 'standard' } });
  });
  afterAll(() => app.close());

  const login = (username: string, password: string, forwardedFor?: string) => {
    const call = app.http().post('/api/login');
    if (forwardedFor !== undefined) call.set('X-Forwarded-For', forwardedFor);
    return call.send({ username, password });
  };

  it('locks a username on its 11th attempt after 10 failures from 10 different addresses and letter cases', async () => {
    await app.http().post('/api/register').send({ username: 'rotating_target', password: 'right-password-1' }).expect(201);
    for (let i = 1; i <= 10; i++) {
      const spelling = i % 2 === 0 ? 'Rotating_Target' : 'rotating_target';
      await login(spelling, 'wrong-password', `203.0.113.${i}`).expect(401);
    }
    const locked = await login('rotating_target', 'right-password-1', '198.51.100.77').expect(429);
    expect(locked.body).toEqual({ statusCode: 429, message: expect.stringMatching(/wait \d+ minutes? and try again/), code: 'TOO_MANY_SIGN_IN_ATTEMPTS' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const recorded = await app.query<{ ip_address: string }>(`select ip_address from login_attempts where username = 'rotating_target' order by attempted_at`);
    expect(recorded.map((row) => row.ip_address)).toEqual(Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`));
  });

  it('answers a wrong password with 401 whatever X-Forwarded-For holds, storing only a real address', async () => {
    await app.http().post('/api/register').send({ username: 'long_header', password: 'right-password-1' }).expect(201);
    const junk = `${'a'.repeat(40)}-${'b'.repeat(40)}`;
    const response = await login('long_header', 'wrong-password', junk).expect(401);
    expect(response.body.code).toBe('INVALID_CREDENTIALS');
    await login('long_header', 'wrong-password', `${'9'.repeat(300)}`).expect(401);
    await login('long_header', 'wrong-password', '2001:DB8:0:0:0:0:0:1').expect(401);
    const rows = await app.query<{ ip_address: string | null }>(`select ip_address from login_attempts where username = 'long_header' order by attempted_at`);
    expect(rows.map((row) => row.ip_address)).toEqual([null, null, '2001:db8::1']);
    await login('long_header', 'right-password-1', junk).expect(200);
  });

  it('records clicks under a long or forged X-Forwarded-For, with the address normalised or left out', async () => {
    const creator = await createCreator(app);
    await app.http().post('/api/clicks').set('X-Forwarded-For', 'z'.repeat(200)).send({ utmSource: creator.utmCode }).expect(201);
    await app.http().post('/api/clicks').set('X-Forwarded-For', '::ffff:192.0.2.44').send({ utmSource: creator.utmCode }).expect(201);
    const rows = await app.query<{ ip_address: string | null }>('select ip_address from click_logs where creator_id = $1 order by created_at', [creator.id]);
    expect(rows.map((row) => row.ip_address)).toEqual([null, '192.0.2.44']);
  });

  it('treats usernames without letter case: ADMIN cannot be registered beside admin, and signs in as admin', async () => {
    for (const username of ['SHOPPER', 'Shopper', 'CURATOR']) {
      const response = await app.http().post('/api/register').send({ username, password: 'long-enough-pw' }).expect(409);
      expect(response.body.code).toBe('USERNAME_TAKEN');
    }
    // admin in any letter case is also reserved: refused before the uniqueness check.
    expect((await app.http().post('/api/register').send({ username: 'ADMIN', password: 'long-enough-pw' }).expect(409)).body.code).toBe('USERNAME_RESERVED');
    expect(await app.query(`select username from users where lower(username) = 'admin'`)).toEqual([{ username: 'admin' }]);
    const signedIn = await login('ADMIN', DEMO_PASSWORD).expect(200);
    expect(signedIn.body).toMatchObject({ username: 'admin', role: 'admin' });
  });

  it('keeps health, a cached catalog page and static files answering while 60 sign-ins hammer the server, hashing at most two at once', async () => {
    const catalogPage = '/api/products?limit=12';
    await app.http().get(catalogPage).expect(200); // now cached
    const [{ logo }] = await app.query<{ logo: string }>(`select logo from brands where logo like '/images/%' limit 1`);
    const hasher = app.app.get<BoundedPasswordHasher>(PASSWORD_HASHER, { strict: false });

    const signIns = Array.from({ length: 60 }, (_, i) => login(`flood_${i}`, 'wrong-password', `198.18.0.${i + 1}`));
    const probes = Array.from({ length: 5 }, () => [app.http().get('/api/health'), app.http().get(catalogPage), app.http().get(logo)]).flat();
    const [signInAnswers, probeAnswers] = await Promise.all([Promise.all(signIns), Promise.all(probes)]);

    expect(probeAnswers.map((response) => response.status)).toEqual(probeAnswers.map(() => 200));
    const statuses = signInAnswers.map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    for (const busy of signInAnswers.filter((response) => response.status === 429)) {
      expect(busy.body.code).toBe('SERVER_BUSY');
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(hasher.peakActive).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
  });
});
