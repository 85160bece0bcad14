/*
 * Numbers for the shop's screens, written out for en-US rather than built on Intl: the first Intl formatter a
 * page creates loads the browser's locale data, 25–70 ms of main thread on this machine and four times that on
 * Lighthouse's simulated phone, inside every public page's first render
 * (docs/decisions/frontend-structure.md). The specs hold each function to Intl's own output.
 */

/** A whole count as `toLocaleString('en-US')` writes it: 1234567 → '1,234,567'. */
export function formatCount(count: number): string {
  const rounded = Math.round(count);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

const COMPACT_SUFFIXES: Record<number, string> = { 0: '', 3: 'K', 6: 'M', 9: 'B', 12: 'T' };

/** A count in en-US compact notation, at most one decimal: 950 → '950', 15300 → '15.3K', 999999 → '1M'. */
export function formatCompactCount(count: number): string {
  const magnitude = Math.abs(count);
  let exponent = 0;
  // Tenths of the unit, rounded half away from zero on the decimal value (an integer divided by a power of ten
  // lands exactly on .5, unlike the count divided by 1000 and then multiplied by ten).
  let tenths = Math.round(magnitude * 10);
  while (exponent < 12 && tenths >= 10_000) {
    exponent += 3; // 1000.0 of a unit or more is written in the next one (999,960 → '1M')
    tenths = Math.round(magnitude / 10 ** (exponent - 1));
  }
  return `${count < 0 ? '-' : ''}${tenths / 10}${COMPACT_SUFFIXES[exponent]}`;
}
