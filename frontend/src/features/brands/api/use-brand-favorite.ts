import { useSignInRequired, type FavoriteToggle } from '@/features/catalog';

/**
 * Seam for the favorites feature: favoriting brands (toggle, toasts, refetch) arrives with the
 * cart/favorites issue and replaces this body. Until then signed-out shoppers are asked to sign in
 * and nothing pretends to be saved.
 */
export function useBrandFavorite(_brandId: string): FavoriteToggle {
  const whenSignedIn = useSignInRequired();
  return { isFavorite: false, isPending: false, toggle: () => whenSignedIn('favorite') };
}
