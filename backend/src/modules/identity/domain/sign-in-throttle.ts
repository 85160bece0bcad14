/**
 * 10 failed sign-ins for one username within 15 minutes lock that username, from every address, until
 * the window passes. Counted per username (letter case ignored) across all addresses, so changing
 * address or X-Forwarded-For does not reset the count; per address across usernames is the
 * THROTTLE_SIGNIN_PER_MINUTE rate limit. A fixed rule of the domain: no setting turns it off.
 */
export const SIGN_IN_THROTTLE = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

/** Minutes until the oldest counted failure leaves the window, or 0 when not locked (by `rule`: the sign-in limit unless told). */
export function lockedForMinutes(failuresInWindow: Date[], now: Date, rule: { maxFailures: number; windowMs: number } = SIGN_IN_THROTTLE): number {
  if (failuresInWindow.length < rule.maxFailures) return 0;
  const sorted = [...failuresInWindow].sort((a, b) => a.getTime() - b.getTime());
  const unlockAt = sorted[sorted.length - rule.maxFailures].getTime() + rule.windowMs;
  return Math.max(1, Math.ceil((unlockAt - now.getTime()) / 60000));
}
