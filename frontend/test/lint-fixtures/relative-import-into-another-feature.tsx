// Linted as src/features/orders/components/fixture.tsx: climbs out of its feature into the cart's files.
import { itemCountLabel } from '../../cart/lib/item-count';

export const fixture = itemCountLabel;
