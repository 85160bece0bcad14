import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiRateLimited } from '../api-docs';

/**
 * What a rate-limited route counts as, per client address and minute:
 * - `signIn`: sign-in attempts (THROTTLE_SIGNIN_PER_MINUTE), whatever the username;
 * - `anonymousWrite`: writes anyone may make, such as registration or a click (THROTTLE_ANON_PER_MINUTE), per route;
 * - `messageSend`: messages a signed-in sender sends (THROTTLE_MESSAGES_PER_MINUTE), counted per account across routes and addresses.
 */
export type RateLimitKind = 'signIn' | 'anonymousWrite' | 'messageSend';

export const RATE_LIMIT_KIND = 'rounds:rate-limit-kind';

const COUNTED: Record<RateLimitKind, string> = {
  signIn: 'sign-in attempts per client address and minute (THROTTLE_SIGNIN_PER_MINUTE, 20 by default), whatever the username',
  anonymousWrite: 'calls of this operation per client address and minute (THROTTLE_ANON_PER_MINUTE, 30 by default)',
  messageSend: 'messages per sender account and minute, whichever conversation and address they are sent from (THROTTLE_MESSAGES_PER_MINUTE, 10 by default)',
};

/**
 * Puts the route under the per-address limit of its kind (enforced by the global RateLimitGuard) and
 * documents it: 429 RATE_LIMITED with Retry-After in the OpenAPI document.
 */
export const RateLimit = (kind: RateLimitKind) => applyDecorators(SetMetadata(RATE_LIMIT_KIND, kind), ApiRateLimited(COUNTED[kind]));
