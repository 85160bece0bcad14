import { randomBytes } from 'node:crypto';
import { SharedThrottlerStorage } from '../../src/shared/infrastructure/http/rate-limit/shared-throttler-storage';
import { deleteRedisKeys, TEST_REDIS_URL } from '../support/test-app';

/** Against the real Redis: two storages stand for two API processes. */
describe('SharedThrottlerStorage', () => {
  const prefix = `throttle_test_${randomBytes(4).toString('hex')}`;
  const opened: SharedThrottlerStorage[] = [];
  const open = async (url: string | null) => {
    const storage = new SharedThrottlerStorage(url, prefix);
    opened.push(storage);
    const redis = (storage as unknown as { redis: { status: string } | null }).redis;
    for (let i = 0; redis && url === TEST_REDIS_URL && redis.status !== 'ready' && i < 100; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return storage;
  };
  afterAll(async () => {
    opened.forEach((storage) => storage.onModuleDestroy());
    await deleteRedisKeys(prefix);
  });

  it('shares one count between processes and blocks past the limit', async () => {
    const first = await open(TEST_REDIS_URL);
    const second = await open(TEST_REDIS_URL);
    for (let i = 1; i <= 3; i++) expect(await first.increment('client-a', 60_000, 3, 60_000, 'signIn')).toMatchObject({ totalHits: i, isBlocked: false });
    const fourth = await second.increment('client-a', 60_000, 3, 60_000, 'signIn');
    expect(fourth).toMatchObject({ totalHits: 4, isBlocked: true });
    expect(fourth.timeToBlockExpire).toBeGreaterThan(55);
    expect(await first.increment('client-a', 60_000, 3, 60_000, 'signIn')).toMatchObject({ isBlocked: true });
    expect(await first.increment('client-b', 60_000, 3, 60_000, 'signIn')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('counts in the process when Redis is down or not configured, so limits still hold', async () => {
    for (const storage of [await open('redis://127.0.0.1:1'), await open(null)]) {
      for (let i = 1; i <= 2; i++) expect(await storage.increment('client-c', 60_000, 2, 60_000, 'anonymousWrite')).toMatchObject({ totalHits: i, isBlocked: false });
      expect(await storage.increment('client-c', 60_000, 2, 60_000, 'anonymousWrite')).toMatchObject({ isBlocked: true });
    }
  });
});
