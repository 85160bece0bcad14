import type { FavoriteToggle } from '@/features/catalog';
import { useBrandFavorite as useFavoritesBrandFavorite } from '@/features/favorites';

/** A brand's favorite heart, provided by the favorites feature (toggle, toasts, refetch). */
export function useBrandFavorite(brandId: string): FavoriteToggle {
  return useFavoritesBrandFavorite(brandId);
}
