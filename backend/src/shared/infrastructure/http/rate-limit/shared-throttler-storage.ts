import { Logger, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import IORedis, { Redis } from 'ioredis';

/**
 * One fixed window per key: count the hit, start the window on the first one, and block for
 * `blockDuration` once the count passes the limit. Atomic, so API processes share the count exactly.
 * KEYS: hits, block. ARGV: ttl ms, limit, block ms. Returns hits, ms left in the window, blocked (0/1), ms left blocked.
 */
const INCREMENT_SCRIPT = `
local blockedFor = redis.call('PTTL', KEYS[2])
if blockedFor > 0 then
  return {tonumber(redis.call('GET', KEYS[1]) or '0'), math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockedFor}
end
local hits = redis.call('INCR', KEYS[1])
local windowLeft = redis.call('PTTL', KEYS[1])
if windowLeft < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  windowLeft = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, windowLeft, 1, tonumber(ARGV[3])}
end
return {hits, windowLeft, 0, 0}
`;

/** How long a rate-limit check may wait for Redis before counting in this process instead. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counts in Redis, shared by every API process, so the limit holds behind a load
 * balancer. When Redis is not configured (embedded mode) or is down, counts are kept in this
 * process instead: the limit then holds per process, which is still a limit, and requests never
 * wait for a Redis that does not answer.
 */
export class SharedThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly local = new ThrottlerStorageService();
  private readonly redis: Redis | null;
  private readonly logger = new Logger('RateLimit');
  private warnedFallback = false;

  constructor(redisUrl: string | null, private readonly keyPrefix: string) {
    if (redisUrl === null) {
      this.redis = null;
      return;
    }
    this.redis = new IORedis(redisUrl, {
      enableOfflineQueue: false, // a command with Redis down fails at once instead of queueing
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      disconnectTimeout: 200,
      retryStrategy: (times) => Math.min(times * 500, 5000),
    });
    this.redis.on('error', () => undefined); // reported once as a fallback below
    this.redis.defineCommand('roundsThrottle', { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis?.status === 'ready') {
      try {
        const base = `${this.keyPrefix}:throttle:${throttlerName}:${key}`;
        const [hits, windowLeftMs, blocked, blockedForMs] = (await (this.redis as Redis & { roundsThrottle: (...args: unknown[]) => Promise<number[]> }).roundsThrottle(
          `${base}:hits`,
          `${base}:block`,
          ttl,
          limit,
          blockDuration,
        )) as number[];
        this.warnedFallback = false;
        return { totalHits: hits, timeToExpire: Math.ceil(windowLeftMs / 1000), isBlocked: blocked === 1, timeToBlockExpire: Math.ceil(blockedForMs / 1000) };
      } catch {
        // counted locally below
      }
    }
    if (this.redis && !this.warnedFallback) {
      this.warnedFallback = true;
      this.logger.warn('Redis does not answer: rate limits are counted per process until it is back');
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
    this.local.onApplicationShutdown();
  }
}
