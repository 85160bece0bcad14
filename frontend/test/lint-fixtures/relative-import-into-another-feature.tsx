// Linted as src/features/orders/components/fixture.tsx: climbs out of its feature into the checkout's files.
import { itemCountLabel } from '../../checkout/lib/item-count';

export const fixture = itemCountLabel;
