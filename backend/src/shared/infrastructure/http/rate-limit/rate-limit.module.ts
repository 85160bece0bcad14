import { DynamicModule, ExecutionContext, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Runtime } from '../../runtime';
import { RateLimitKind } from './rate-limit.decorator';
import { RateLimitGuard, rateLimitKindOf, rateLimitTracker, senderTracker } from './rate-limit.guard';
import { SharedThrottlerStorage } from './shared-throttler-storage';

const MINUTE_MS = 60_000;

/** Each throttler counts only the routes of its own kind. */
const onlyKind = (kind: RateLimitKind) => (context: ExecutionContext) => rateLimitKindOf(context) !== kind;

/**
 * Per-address rate limits with @nestjs/throttler: limits from the environment, counts in
 * Redis shared by all API processes (per process when Redis is absent or down).
 */
@Module({})
export class RateLimitModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    const { config } = runtime;
    return {
      module: RateLimitModule,
      imports: [
        ThrottlerModule.forRoot({
          storage: new SharedThrottlerStorage(runtime.jobQueue.kind === 'bullmq' ? config.redisUrl : null, config.queuePrefix),
          getTracker: rateLimitTracker,
          setHeaders: false,
          throttlers: [
            { name: 'signIn', ttl: MINUTE_MS, limit: config.throttleSignInsPerMinute, skipIf: onlyKind('signIn') },
            { name: 'anonymousWrite', ttl: MINUTE_MS, limit: config.throttleAnonymousWritesPerMinute, skipIf: onlyKind('anonymousWrite') },
            // One count per sender for every messaging route: the key names the account, not the route.
            {
              name: 'messageSend',
              ttl: MINUTE_MS,
              limit: config.throttleMessagesPerMinute,
              skipIf: onlyKind('messageSend'),
              getTracker: senderTracker,
              generateKey: (_context, tracker, throttlerName) => `${throttlerName}:${tracker}`,
            },
          ],
        }),
      ],
      providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
    };
  }
}
