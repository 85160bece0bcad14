import { DomainError } from '../../../shared/domain/domain-error';
import type { IdType } from './shipment-status-values';

/** The legal drinking age in every US state the shop delivers to. */
export const MINIMUM_RECIPIENT_AGE = 21;

/** A calendar date as written on an ID, without a time zone: `YYYY-MM-DD`. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Age in whole years on `on`. Someone born on Feb 29 turns a year older on Mar 1 in a common year
 * (the day after Feb 28), the reading most US states apply to licences.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const birthdayPassed = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (birthdayPassed ? 0 : 1);
}

export class DeliveryRefusedError extends DomainError {
  readonly kind = 'unprocessable' as const;
  constructor(
    readonly code: 'RECIPIENT_UNDERAGE' | 'ID_EXPIRED' | 'ID_DATE_OF_BIRTH_INVALID',
    message: string,
  ) {
    super(message);
  }
}

export interface HandoffId {
  recipientName: string;
  idType: IdType;
  idDateOfBirth: string;
  idExpiresOn: string;
}

/** What is kept of an ID check: never the ID's number, only the year of birth. */
export interface HandoffRecord {
  recipientName: string;
  idType: IdType;
  birthYear: number;
}

/**
 * The handoff rule: the recipient is 21 or older on the day of delivery (`today`, the seller's
 * calendar day) by the ID's date of birth, and the ID has not expired (valid through its expiry day).
 * Throws {@link DeliveryRefusedError} (422) naming the reason.
 */
export function checkHandoff(id: HandoffId, today: CalendarDate): HandoffRecord {
  const birth = parseCalendarDate(id.idDateOfBirth);
  if (!birth || compare(birth, today) > 0) throw new DeliveryRefusedError('ID_DATE_OF_BIRTH_INVALID', 'idDateOfBirth must be a real date in the past (YYYY-MM-DD).');
  const expires = parseCalendarDate(id.idExpiresOn);
  if (!expires) throw new DeliveryRefusedError('ID_EXPIRED', 'idExpiresOn must be a real date (YYYY-MM-DD).');
  if (compare(expires, today) < 0) throw new DeliveryRefusedError('ID_EXPIRED', `The ID expired on ${id.idExpiresOn}; it cannot prove the recipient's age.`);
  const age = ageOn(birth, today);
  if (age < MINIMUM_RECIPIENT_AGE) throw new DeliveryRefusedError('RECIPIENT_UNDERAGE', `The recipient is ${age} today; alcohol is handed over only to someone 21 or older.`);
  return { recipientName: id.recipientName, idType: id.idType, birthYear: birth.year };
}

/** The UTC calendar day of an instant (the clock is UTC). */
export function calendarDayOf(instant: Date): CalendarDate {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}
