// Linted as src/features/catalog/components/fixture.tsx: the catalog using the checkout feature, even
// through its public file; a route composes the two instead.
import { useProductPurchaseActions } from '@/features/checkout';

export const fixture = useProductPurchaseActions;
