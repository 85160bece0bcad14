import { DomainError } from '../../../shared/domain/domain-error';
import { ageOn, CalendarDate, compareCalendarDates as compare, formatCalendarDate, MINIMUM_DRINKING_AGE, parseCalendarDate } from '../../../shared/domain/calendar-date';
import type { IdType, RefusalReason } from './shipment-status-values';

export { ageOn, calendarDayOf, parseCalendarDate, type CalendarDate } from '../../../shared/domain/calendar-date';
export { dayAtShipTo } from './ship-to-time-zone';

/** The legal drinking age in every US state the shop delivers to. */
export const MINIMUM_RECIPIENT_AGE = MINIMUM_DRINKING_AGE;

export class DeliveryRefusedError extends DomainError {
  readonly kind = 'unprocessable' as const;
  constructor(
    readonly code: 'ID_EXPIRED' | 'ID_DATE_OF_BIRTH_INVALID',
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

/** What is kept of an ID check: never the ID's number nor its full date of birth, only the year of birth. */
export interface HandoffRecord {
  recipientName: string;
  idType: IdType;
  birthYear: number;
  /** Whether the ID's date of birth is the one the account declared; null when the account declared none (an order placed before dates of birth were asked). */
  matchedDeclaredBirthDate: boolean | null;
}

/** The door's answer: hand the bottle over (and keep this record), or refuse the delivery for this reason. */
export type HandoffOutcome = { kind: 'hand_over'; record: HandoffRecord } | { kind: 'refuse'; reason: Extract<RefusalReason, 'underage' | 'date_of_birth_mismatch'> };

/**
 * The handoff rule, on `today`: the day at the door ({@link dayAtShipTo}: the ship-to address's local
 * calendar day, not the UTC day that is already tomorrow on an American evening): an ID that cannot prove an age (an impossible or future
 * date of birth, an expired ID: valid through its expiry day) is refused with {@link DeliveryRefusedError}
 * (422, nothing changes: the courier may look at another ID). Otherwise the recipient must be 21 or older
 * today by the ID, and, when the account declared a date of birth, the ID must show that same date: the
 * bottle goes to the account holder. Either failing refuses the delivery.
 */
export function checkHandoff(id: HandoffId, today: CalendarDate, declaredDateOfBirth: string | null): HandoffOutcome {
  const birth = parseCalendarDate(id.idDateOfBirth);
  if (!birth || compare(birth, today) > 0) throw new DeliveryRefusedError('ID_DATE_OF_BIRTH_INVALID', 'idDateOfBirth must be a real date in the past (YYYY-MM-DD).');
  const expires = parseCalendarDate(id.idExpiresOn);
  if (!expires) throw new DeliveryRefusedError('ID_EXPIRED', 'idExpiresOn must be a real date (YYYY-MM-DD).');
  if (compare(expires, today) < 0) throw new DeliveryRefusedError('ID_EXPIRED', `idExpiresOn must not have passed: the ID expired on ${id.idExpiresOn} and cannot prove the recipient's age.`);
  if (ageOn(birth, today) < MINIMUM_RECIPIENT_AGE) return { kind: 'refuse', reason: 'underage' };
  const matched = declaredDateOfBirth === null ? null : formatCalendarDate(birth) === declaredDateOfBirth;
  if (matched === false) return { kind: 'refuse', reason: 'date_of_birth_mismatch' };
  return { kind: 'hand_over', record: { recipientName: id.recipientName, idType: id.idType, birthYear: birth.year, matchedDeclaredBirthDate: matched } };
}
