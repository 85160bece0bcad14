/**
 * Second factors: TOTP (RFC 6238: SHA-1, 30-second steps, 6 digits; a code of the step before or after is
 * accepted for clock drift, and each step is accepted once per account), and ten single-use recovery codes.
 */
export const TOTP = { periodSeconds: 30, digits: 6, driftSteps: 1, issuer: 'Rounds' } as const;

/** Wrong codes for one account: 5 within 15 minutes stop code checks for that account until the window passes. */
export const SECOND_FACTOR_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

export const RECOVERY_CODE_COUNT = 10;

/** How long a fresh second factor (or password, where none is enrolled) lets a money-moving change through. */
export const STEP_UP_VALID_MS = 5 * 60 * 1000;

/** How long "trust this browser" skips the second factor at sign-in. */
export const TRUSTED_BROWSER_MS = 30 * 24 * 3600 * 1000;

/** A recovery code as typed: letter case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** Whether `role` must have a second factor before it reaches anything but the enrolment screen. */
export function secondFactorRequiredFor(role: string, requiredRoles: readonly string[]): boolean {
  return requiredRoles.includes(role);
}
