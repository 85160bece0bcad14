import { formatCount } from '@/lib/number-format';

/**
 * A real count written as the specification's marketing figures ("500+"): rounded down, with a plus
 * when anything was rounded away. Under 10 the exact count; under 1,000 down to the ten ("127" →
 * "120+"); from 1,000 down to the hundred ("1,234" → "1,200+").
 */
export function marketingFigure(count: number): string {
  if (count < 10) return formatCount(Math.max(0, count));
  const step = count < 1000 ? 10 : 100;
  const rounded = Math.floor(count / step) * step;
  return `${formatCount(rounded)}+`;
}
