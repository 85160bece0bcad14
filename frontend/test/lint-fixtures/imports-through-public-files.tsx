// Linted as src/features/catalog/components/fixture.tsx: the allowed shapes, another feature's
// index.ts, the feature's own files and shared code.
import { useCart } from '@/features/cart';
import { formatDollars } from '@/lib/money';
import { categoryLabel } from '../lib/categories';

export const fixture = [useCart, formatDollars, categoryLabel];
