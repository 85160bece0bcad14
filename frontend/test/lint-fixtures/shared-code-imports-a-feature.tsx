// Linted as src/components/ui/fixture.tsx: shared UI depending on a feature.
import { useCart } from '@/features/cart';

export const fixture = useCart;
