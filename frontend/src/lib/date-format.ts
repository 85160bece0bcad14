/*
 * Dates for the shop's screens, written out for en-US without Intl, for the reason number-format.ts gives.
 * The specs hold each function to Intl's own output.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** The calendar date of `value` in the visitor's time zone, or in UTC. */
function partsOf(value: string | Date, utc: boolean): DateParts {
  const date = typeof value === 'string' ? new Date(value) : value;
  return utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** 'Nov 23, 2026' (`{ month: 'short', day: 'numeric', year: 'numeric' }`); `utc` for dates stored as UTC days. */
export function formatShortDate(value: string | Date, { utc = false }: { utc?: boolean } = {}): string {
  const { year, month, day } = partsOf(value, utc);
  return `${MONTHS[month].slice(0, 3)} ${day}, ${year}`;
}

/** 'November 2026' (`{ month: 'long', year: 'numeric' }`), in the visitor's time zone. */
export function formatMonthYear(value: string | Date): string {
  const { year, month } = partsOf(value, false);
  return `${MONTHS[month]} ${year}`;
}
