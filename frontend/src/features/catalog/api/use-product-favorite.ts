import { useSignInRequired } from './use-sign-in-required';

export interface FavoriteToggle {
  isFavorite: boolean;
  isPending: boolean;
  toggle: () => void;
}

/**
 * Seam for the favorites feature: favoriting products (optimistic toggle, toasts) arrives with
 * the cart/favorites issue and replaces this body. Until then signed-out shoppers are asked to
 * sign in and nothing pretends to be saved.
 */
export function useProductFavorite(_productId: string): FavoriteToggle {
  const whenSignedIn = useSignInRequired();
  return { isFavorite: false, isPending: false, toggle: () => whenSignedIn('favorite') };
}
