// Linted as src/features/catalog/components/fixture.tsx: the allowed shapes, the shared kernel's public
// files (session, address, favorites), the feature's own files and shared code.
import { useCurrentUser } from '@/features/auth';
import { useDeliveryState } from '@/features/address';
import { ProductFavoriteButton } from '@/features/favorites';
import { formatDollars } from '@/lib/money';
import { categoryLabel } from '../lib/categories';

export const fixture = [useCurrentUser, useDeliveryState, ProductFavoriteButton, formatDollars, categoryLabel];
