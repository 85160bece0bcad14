import { createTestApp, TestApp } from '../support/test-app';

describe('Redis configured but down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => app.close());

  it('keeps every call that needs no queue working, and readiness names Redis', async () => {
    const { agent } = await app.registerAndSignIn('noredis');
    await agent.get('/api/user').expect(200);
    const ready = await app.http().get('/api/ready').expect(503);
    expect(ready.body).toEqual({ status: 'degraded', database: 'up', redis: 'down', down: ['redis'] });
  });
});
