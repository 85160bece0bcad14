import { createHash } from 'node:crypto';
import type { IdempotencyRequest } from './checkout-model';

/**
 * The idempotency key of a checkout's authorization, never random.
 *
 * With an Idempotency-Key it names the request: the shopper, the key, the body's fingerprint and the
 * total, hashed. The same request retried after the provider held the money but our transaction did
 * not commit (a crash, a lost connection) asks again with the same key and gets the same hold, not a
 * second one. Another body (a corrected card) or another total (the cart changed meanwhile) is another
 * request, so another key. `attempt` 2, 3… name the next holds of the same request, for when the
 * provider's answer to a key cannot be used: its hold was `released` (an earlier attempt failed after
 * holding, and voided it), or it already pays for orders (the Idempotency-Key was used again after the
 * shop forgot it at 24 hours).
 *
 * Without an Idempotency-Key there is nothing to recognise a retried request by: the key is the
 * checkout's first new order (new each attempt), which makes the provider call itself safe to repeat.
 */
export function checkoutAuthorizationKey(checkout: { shopperId: string; idempotency: IdempotencyRequest | null; orderIds: readonly string[]; amountCents: number }, attempt = 1): string {
  const request = checkout.idempotency
    ? createHash('sha256').update([checkout.shopperId, checkout.idempotency.key, checkout.idempotency.requestHash, checkout.amountCents].join('\n')).digest('hex').slice(0, 40)
    : checkout.orderIds[0];
  return `checkout:${request}:authorize${attempt > 1 ? `:${attempt}` : ''}`;
}
