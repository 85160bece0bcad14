import { formatCount } from './number-format';

/**
 * The specification's format: amounts in dollars (as the API sends them) with 2 decimals; a missing amount shows as $0.00.
 * Written as Intl's en-US currency format writes it ('-$1,234.50'), without Intl (see number-format.ts).
 */
export function formatDollars(amount: number | null | undefined): string {
  const cents = Math.round((amount ?? 0) * 100);
  const whole = formatCount(Math.trunc(Math.abs(cents) / 100));
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}.${fraction}`;
}
