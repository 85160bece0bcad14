/** A password-reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** An e-mail verification link works once, for this long. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/**
 * Reset requests per hour: per e-mail address (known or not) and per account. Past either limit the request
 * still answers 202 alike (no enumeration) but sends nothing.
 */
export const RESET_REQUESTS_PER_HOUR = { perAddress: 5, perAccount: 3 } as const;

export type AccountTokenPurpose = 'password_reset' | 'email_verification';

/** Whether one more reset mail may go to this address and account, given what was asked within the last hour. */
export function mayMailPasswordReset(requestsForAddress: number, requestsForAccount: number): boolean {
  return requestsForAddress < RESET_REQUESTS_PER_HOUR.perAddress && requestsForAccount < RESET_REQUESTS_PER_HOUR.perAccount;
}
