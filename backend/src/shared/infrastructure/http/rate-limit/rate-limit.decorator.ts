import { SetMetadata } from '@nestjs/common';

/**
 * What a rate-limited route counts as, per client address and minute:
 * - `signIn`: sign-in attempts (THROTTLE_SIGNIN_PER_MINUTE), whatever the username;
 * - `anonymousWrite`: writes anyone may make, such as registration or a click (THROTTLE_ANON_PER_MINUTE), per route.
 */
export type RateLimitKind = 'signIn' | 'anonymousWrite';

export const RATE_LIMIT_KIND = 'rounds:rate-limit-kind';

/** Puts the route under the per-address limit of its kind (enforced by the global RateLimitGuard). */
export const RateLimit = (kind: RateLimitKind) => SetMetadata(RATE_LIMIT_KIND, kind);
