/**
 * Calendar dates as written on an ID or typed by a shopper (`YYYY-MM-DD`, no time zone), and the
 * legal drinking age read from them. Which day counts is the caller's: the checkout reads the UTC
 * day of the clock, the door the day at the ship-to address (docs/decisions/age-verification.md).
 */

/** The legal drinking age in every US state the shop delivers to. */
export const MINIMUM_DRINKING_AGE = 21;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real date written `YYYY-MM-DD`, else null (2026-02-30 is null). */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
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

/** The shop's calendar day of an instant: the UTC day (the clock is UTC). The checkout's day. */
export function calendarDayOf(instant: Date): CalendarDate {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

/** The calendar day of an instant on a wall calendar in an IANA time zone (`America/New_York`). */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
