import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { clientAddress, rateLimitBucket } from '../client-address';
import { tooManyRequests } from '../http-refusals';
import { RATE_LIMIT_KIND, RateLimitKind } from './rate-limit.decorator';

/** The route's rate-limit kind, or undefined for the routes that have none (most). */
export function rateLimitKindOf(context: ExecutionContext): RateLimitKind | undefined {
  return Reflect.getMetadata(RATE_LIMIT_KIND, context.getHandler()) ?? Reflect.getMetadata(RATE_LIMIT_KIND, context.getClass());
}

/** Counts by client address (IPv6 by its /64); requests whose address cannot be read share one count. */
export function rateLimitTracker(request: Record<string, unknown>): string {
  return rateLimitBucket(clientAddress(request as { ip?: string })) ?? 'unknown-address';
}

/** Counts by the signed-in account (the session has set request.user before any guard runs); by address when signed out. */
export function senderTracker(request: Record<string, unknown>): string {
  const userId = (request.user as { id?: unknown } | undefined)?.id;
  return typeof userId === 'string' ? `user:${userId}` : rateLimitTracker(request);
}

/**
 * @nestjs/throttler's guard, installed globally but acting only on routes marked with
 * {@link RateLimit}: it runs before route guards, so a sign-in flood is refused before any password
 * is hashed. Over the limit: 429 with Retry-After and the app's error body.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http' || rateLimitKindOf(context) === undefined;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw tooManyRequests(seconds);
  }

  protected override getTracker(request: Request): Promise<string> {
    return Promise.resolve(rateLimitTracker(request as unknown as Record<string, unknown>));
  }
}
