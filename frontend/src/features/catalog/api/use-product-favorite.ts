import { useProductFavorite as useFavoritesProductFavorite } from '@/features/favorites';

export interface FavoriteToggle {
  isFavorite: boolean;
  isPending: boolean;
  toggle: () => void;
}

/** A product's favorite heart, provided by the favorites feature (optimistic, with toasts). */
export function useProductFavorite(productId: string): FavoriteToggle {
  return useFavoritesProductFavorite(productId);
}
