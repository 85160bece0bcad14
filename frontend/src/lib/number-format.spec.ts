import { formatDollars } from './money';
import { formatCompactCount, formatCount } from './number-format';

// Intl (Node's full ICU) is the reference each hand-written format must match.
const intlCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Every integer up to 2,000, then ones spread over each magnitude up to 10^14, with the edges of each unit. */
function sampleCounts(): number[] {
  const counts = Array.from({ length: 2001 }, (_, index) => index);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let digits = 4; digits <= 14; digits++) {
    for (let index = 0; index < 400; index++) counts.push(Math.floor(random() * 10 ** digits));
    const unit = 10 ** digits;
    counts.push(unit - 1, unit, unit + 1, unit - unit / 2000, unit - unit / 2000 - 1, Math.round(unit * 0.00115), Math.round(unit * 0.00125));
  }
  return counts;
}

describe('number formats without Intl', () => {
  it('writes compact counts as Intl does', () => {
    const mismatches = sampleCounts()
      .flatMap((count) => [count, -count])
      .filter((count) => !Object.is(count, -0))
      .filter((count) => formatCompactCount(count) !== intlCompact.format(count))
      .map((count) => `${count}: ${formatCompactCount(count)} ≠ ${intlCompact.format(count)}`);
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(formatCompactCount(15300)).toBe('15.3K');
    expect(formatCompactCount(999_999)).toBe('1M');
  });

  it('writes whole counts as toLocaleString does', () => {
    for (const count of sampleCounts().flatMap((value) => [value, -value]).filter((value) => !Object.is(value, -0))) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('writes dollars as the currency format does, a missing amount as $0.00', () => {
    const amounts = [0, 0.01, 0.1, 0.5, 1, 9.99, 42.5, 54.89, 999.99, 1000, 1234.5, 99_999.99, 1_000_000, 12_345_678.9];
    for (const amount of amounts.flatMap((value) => [value, -value]).filter((value) => !Object.is(value, -0))) {
      expect(formatDollars(amount)).toBe(intlDollars.format(amount));
    }
    for (let cents = 0; cents < 100_000; cents += 7) expect(formatDollars(cents / 100)).toBe(intlDollars.format(cents / 100));
    expect(formatDollars(null)).toBe('$0.00');
    expect(formatDollars(undefined)).toBe('$0.00');
  });
});
