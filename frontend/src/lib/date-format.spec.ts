import { formatMonthYear, formatShortDate } from './date-format';

describe('date formats without Intl', () => {
  // Every day of three years (one a leap year) at three times of day, against Intl's en-US output.
  const instants = Array.from({ length: 3 * 366 * 3 }, (_, index) => new Date(Date.UTC(2023, 0, 1) + index * 8 * 3600 * 1000));

  it('writes short dates as Intl does, in local time and in UTC', () => {
    const local = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const utc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (const instant of instants) {
      expect(formatShortDate(instant)).toBe(local.format(instant));
      expect(formatShortDate(instant.toISOString(), { utc: true })).toBe(utc.format(instant));
    }
  });

  it('writes month and year as Intl does', () => {
    const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    for (const instant of instants) expect(formatMonthYear(instant.toISOString())).toBe(monthYear.format(instant));
  });
});
