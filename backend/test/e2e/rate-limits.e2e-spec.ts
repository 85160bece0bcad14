import IORedis from 'ioredis';
import { createCreator } from '../support/buying-fixtures';
import { createTestApp, TEST_REDIS_URL, TestApp } from '../support/test-app';

/**
 * Per-address limits on sign-in and anonymous writes, set from the environment (low here),
 * counted in Redis. TRUST_PROXY is not set, so X-Forwarded-For cannot make a client look like many.
 */
describe('Per-address rate limits (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ env: { THROTTLE_SIGNIN_PER_MINUTE: '4', THROTTLE_ANON_PER_MINUTE: '3' } });
  });
  afterAll(() => app.close());

  it('refuses the 5th sign-in attempt in a minute from one address, whatever the username or X-Forwarded-For', async () => {
    for (let i = 0; i < 4; i++) {
      await app.http().post('/api/login').set('X-Forwarded-For', `203.0.113.${i}`).send({ username: `someone_${i}`, password: 'wrong-password' }).expect(401);
    }
    const refused = await app.http().post('/api/login').set('X-Forwarded-For', '198.51.100.1').send({ username: 'someone_else', password: 'wrong-password' }).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: expect.stringMatching(/^Too many requests from your address\. Please wait \d+ seconds? and try again\.$/), code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before any password was checked: no failure was recorded for it.
    expect(await app.query(`select 1 from login_attempts where username = 'someone_else'`)).toEqual([]);
  });

  it('limits registration and clicks per route, and leaves reads alone', async () => {
    for (let i = 0; i < 3; i++) await app.http().post('/api/register').send({ username: `limited_${i}`, password: 'long-enough-pw' }).expect(201);
    await app.http().post('/api/register').send({ username: 'limited_3', password: 'long-enough-pw' }).expect(429);
    expect(await app.query(`select 1 from users where username = 'limited_3'`)).toEqual([]);

    const creator = await createCreator(app);
    for (let i = 0; i < 3; i++) await app.http().post('/api/clicks').send({ utmSource: creator.utmCode }).expect(201);
    expect((await app.http().post('/api/clicks').send({ utmSource: creator.utmCode }).expect(429)).body.code).toBe('RATE_LIMITED');

    for (let i = 0; i < 10; i++) await app.http().get('/api/health').expect(200);
  });

  it('keeps its counts in Redis under the app\'s key prefix, where every API process sees them', async () => {
    const redis = new IORedis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys(`${app.databaseName}:throttle:*`);
      expect(keys.some((key) => key.includes(':signIn:'))).toBe(true);
      expect(keys.some((key) => key.includes(':anonymousWrite:'))).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
