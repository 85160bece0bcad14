import { createTestApp, TestApp } from '../support/test-app';

describe('Redis configured but down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', ADMIN_USERNAME: 'redis_down_admin', ADMIN_PASSWORD: 'admin-password-1' } });
  });
  afterAll(() => app.close());

  it('keeps every call that needs no queue working, and readiness names Redis without taking the API out of rotation', async () => {
    const { agent } = await app.registerAndSignIn('noredis');
    await agent.get('/api/user').expect(200);
    const ready = await app.http().get('/api/ready').expect(200);
    expect(ready.body).toEqual({ status: 'degraded', database: 'up', redis: 'down', down: ['redis'] });
  });

  it('answers the queue dashboard\'s data calls with 503 and the app\'s message, not the raw Redis error', async () => {
    const admin = await app.signIn('redis_down_admin', 'admin-password-1');
    const response = await admin.get('/admin/queues/api/queues').expect(503);
    expect(response.body).toEqual({ statusCode: 503, message: expect.stringMatching(/job queue cannot be reached/), code: 'QUEUE_UNAVAILABLE' });
    expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|Connection is closed|enableOfflineQueue/);
  });

  it('keeps limiting sign-in attempts per process while Redis is down', async () => {
    const attempts = await Promise.all(Array.from({ length: 3 }, () => app.http().post('/api/login').send({ username: 'nobody_here', password: 'wrong-password' })));
    expect(attempts.map((response) => response.status)).toEqual([401, 401, 401]);
  });

  it('still answers /metrics, with rounds_queue_up 0 and no queue depths', async () => {
    const { text } = await app.http().get('/metrics').expect(200);
    expect(text).toMatch(/^rounds_queue_up\{role="all"\} 0$/m);
    expect(text).not.toMatch(/^rounds_queue_jobs\{/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{/m);
  });
});
