import type { AgeStatus } from '@/api/generated/model';

/** The server's words for a shopper under 21 (422 UNDERAGE), shown inline before the server is asked. */
export const UNDERAGE_MESSAGE = 'You must be 21 or older to buy alcohol.';

/** The checkout refusals about the date of birth: shown under its field, on the first step. */
export const DATE_OF_BIRTH_ERROR_CODES: readonly string[] = ['UNDERAGE', 'DATE_OF_BIRTH_REQUIRED', 'DATE_OF_BIRTH_INVALID'];

/** A checkout asks for a date of birth once: while the account has declared none. */
export function needsDateOfBirth(ageStatus: AgeStatus | undefined): boolean {
  return ageStatus === 'unverified' || ageStatus === 'self_attested';
}

/**
 * Whether someone born on `dateOfBirth` (YYYY-MM-DD) is under 21 on the shop's day, the UTC day of
 * `now` (the server's rule; a birthday on that day counts). Null for a date that is not complete yet.
 */
export function isUnder21(dateOfBirth: string, now: Date = new Date()): boolean | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [todayYear, todayMonth, todayDay] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const birthdayPassed = todayMonth > month || (todayMonth === month && todayDay >= day);
  return todayYear - year - (birthdayPassed ? 0 : 1) < 21;
}

/** Today's UTC day, YYYY-MM-DD: the latest date of birth the field offers. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
