import { DomainError } from '../../../shared/domain/domain-error';
import { ageOn, CalendarDate, compareCalendarDates, formatCalendarDate, MINIMUM_DRINKING_AGE, parseCalendarDate } from '../../../shared/domain/calendar-date';
import { allowedMovesPhrase, transitionTable } from '../../../shared/domain/transition-table';

export const AGE_STATUSES = ['unverified', 'self_attested', 'dob_declared', 'id_checked'] as const;
export type AgeStatus = (typeof AGE_STATUSES)[number];

/**
 * How sure the shop is of an account holder's age, weakest first; anything not listed is refused.
 * - unverified → self_attested: the age gate ("I am 21 or older").
 * - unverified | self_attested → dob_declared: a date of birth, 21+ on that day, given at checkout.
 * - dob_declared → id_checked: an ID at the door showed that same date of birth.
 * - id_checked is final.
 */
export const AGE_STATUS_TRANSITIONS: Readonly<Record<AgeStatus, readonly AgeStatus[]>> = {
  unverified: ['self_attested', 'dob_declared'],
  self_attested: ['dob_declared'],
  dob_declared: ['id_checked'],
  id_checked: [],
};

export class AgeStatusTransitionError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'AGE_STATUS_TRANSITION_NOT_ALLOWED';
  constructor(
    readonly from: AgeStatus,
    readonly to: AgeStatus,
  ) {
    super(`An account whose age is ${from} cannot become ${to}; ${allowedMovesPhrase(AGE_STATUS_TABLE, from)}.`);
  }
}

export const AGE_STATUS_TABLE = transitionTable<AgeStatus>(AGE_STATUS_TRANSITIONS, (from, to) => new AgeStatusTransitionError(from, to));

/** What happened that may strengthen the evidence, and the status it leads to. */
export type AgeEvidenceEvent = 'age_gate_passed' | 'date_of_birth_declared' | 'id_matched';
const STATUS_AFTER: Record<AgeEvidenceEvent, AgeStatus> = { age_gate_passed: 'self_attested', date_of_birth_declared: 'dob_declared', id_matched: 'id_checked' };

/**
 * The status after `event`: never weaker than now (passing the age gate again after declaring a
 * date of birth keeps dob_declared), otherwise the move the table allows.
 */
export function ageStatusAfter(current: AgeStatus, event: AgeEvidenceEvent): AgeStatus {
  const target = STATUS_AFTER[event];
  if (AGE_STATUSES.indexOf(target) <= AGE_STATUSES.indexOf(current)) return current;
  AGE_STATUS_TABLE.assertMove(current, target);
  return target;
}

export class DateOfBirthRequiredError extends DomainError {
  readonly kind = 'unprocessable' as const;
  readonly code = 'DATE_OF_BIRTH_REQUIRED';
  constructor() {
    super('A date of birth is needed to buy alcohol: add dateOfBirth (YYYY-MM-DD).');
  }
}

export class DateOfBirthInvalidError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'DATE_OF_BIRTH_INVALID';
  constructor() {
    super('dateOfBirth must be a real date in the past, written YYYY-MM-DD (for example 1990-04-12).');
  }
}

export class UnderageShopperError extends DomainError {
  readonly kind = 'unprocessable' as const;
  readonly code = 'UNDERAGE';
  constructor() {
    super('You must be 21 or older to buy alcohol.');
  }
}

export class DateOfBirthAlreadyDeclaredError extends DomainError {
  readonly kind = 'unprocessable' as const;
  readonly code = 'DATE_OF_BIRTH_ALREADY_DECLARED';
  constructor() {
    super('Your account already has a date of birth, and it cannot be changed at checkout: leave dateOfBirth out.');
  }
}

/** What the shop knows of an account holder's age. */
export interface AgeRecord {
  status: AgeStatus;
  /** The declared date of birth (YYYY-MM-DD); null until declared. */
  dateOfBirth: string | null;
}

/** Nobody alive was born this long ago: such a date is a typing mistake. */
const OLDEST_PLAUSIBLE_AGE = 130;

/**
 * The checkout's age rule, on the shop's day `today`: an account with a declared date of birth buys
 * on it (the same date given again is fine, another is refused); an account without one must give
 * one, a real past date by which the shopper is 21 or older today. Answers the date to declare
 * (null when the account has one already).
 */
export function dateOfBirthToDeclare(record: AgeRecord, given: string | null, today: CalendarDate): string | null {
  if (record.dateOfBirth !== null) {
    if (given !== null && given !== record.dateOfBirth) throw new DateOfBirthAlreadyDeclaredError();
    return null;
  }
  if (given === null) throw new DateOfBirthRequiredError();
  const birth = parseCalendarDate(given);
  if (!birth || compareCalendarDates(birth, today) > 0 || ageOn(birth, today) > OLDEST_PLAUSIBLE_AGE) throw new DateOfBirthInvalidError();
  if (ageOn(birth, today) < MINIMUM_DRINKING_AGE) throw new UnderageShopperError();
  return formatCalendarDate(birth);
}
