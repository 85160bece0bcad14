/** How long a delivery keeps being retried before it is failed for good (and its webhook endpoint marked failing). */
export const DELIVERY_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export type RetryDecision = { retryAt: Date } | { giveUp: true };

/**
 * After a failed attempt (`attempts` counts it): exponential backoff from `baseMs` (base, 2×, 4×… capped at an
 * hour), until three days after the delivery was created.
 */
export function nextAttempt(attempts: number, baseMs: number, createdAt: Date, now: Date): RetryDecision {
  const delay = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  const retryAt = new Date(now.getTime() + delay);
  if (retryAt.getTime() > createdAt.getTime() + DELIVERY_RETRY_WINDOW_MS) return { giveUp: true };
  return { retryAt };
}
