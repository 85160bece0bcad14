import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavoriteProduct,
  getListFavoriteProductsQueryKey,
  listFavoriteProducts,
  removeFavoriteProduct,
} from '@/api/generated/endpoints/favorites/favorites';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser, useSignInRequired } from '@/features/auth';
import { useOptimisticToggle } from '@/lib/use-optimistic-toggle';

export const favoriteProductsQueryKey = getListFavoriteProductsQueryKey();

export const favoriteProductsQueryOptions = () =>
  queryOptions({
    queryKey: favoriteProductsQueryKey,
    queryFn: ({ signal }) => listFavoriteProducts(undefined, signal),
  });

/** The signed-in shopper's favorite products (nothing is asked for while signed out). */
export function useFavoriteProducts() {
  const { user } = useCurrentUser();
  return useQuery({ ...favoriteProductsQueryOptions(), enabled: Boolean(user) });
}

/** A product card's heart: optimistic, rolled back on failure, with the specification's product-card toasts. */
export function useProductFavorite(productId: string) {
  const { user } = useCurrentUser();
  const whenSignedIn = useSignInRequired();
  const queryClient = useQueryClient();
  const { data: favorites, isPending: isLoading } = useFavoriteProducts();

  const { value, toggle, isPending } = useOptimisticToggle({
    mutationKey: ['favorite-product', productId],
    serverValue: favorites?.some((product) => product.id === productId) ?? false,
    send: (favorite) => (favorite ? addFavoriteProduct({ productId }) : removeFavoriteProduct(productId)),
    onSuccess: (favorite) => {
      toast(
        favorite
          ? { title: 'Added to favorites!', description: 'Product saved to your favorites' }
          : { title: 'Removed from favorites', description: 'Product removed from favorites' },
      );
      return queryClient.invalidateQueries({ queryKey: favoriteProductsQueryKey });
    },
    onError: () => toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }),
  });

  return {
    isFavorite: user ? value : false,
    // Until the saved favorites are known the heart cannot tell adding from removing.
    isPending: isPending || (Boolean(user) && isLoading),
    toggle: () => whenSignedIn('favorite', toggle),
  };
}
