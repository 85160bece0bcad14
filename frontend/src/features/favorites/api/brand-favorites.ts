import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addFavoriteBrand,
  getListFavoriteBrandsQueryKey,
  listFavoriteBrands,
  removeFavoriteBrand,
} from '@/api/generated/endpoints/favorites/favorites';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser, useSignInRequired } from '@/features/auth';
import { useOptimisticToggle } from '@/lib/use-optimistic-toggle';

export const favoriteBrandsQueryKey = getListFavoriteBrandsQueryKey();

export const favoriteBrandsQueryOptions = () =>
  queryOptions({
    queryKey: favoriteBrandsQueryKey,
    queryFn: ({ signal }) => listFavoriteBrands(undefined, signal),
  });

/** The signed-in shopper's favorite brands (nothing is asked for while signed out). */
export function useFavoriteBrands() {
  const { user } = useCurrentUser();
  return useQuery({ ...favoriteBrandsQueryOptions(), enabled: Boolean(user) });
}

/**
 * A brand card's heart, as specified: add when absent, else remove, then refetch the list; the heart
 * shows the change at once and goes back if the call fails.
 */
export function useBrandFavorite(brandId: string) {
  const { user } = useCurrentUser();
  const whenSignedIn = useSignInRequired();
  const queryClient = useQueryClient();
  const { data: favorites, isPending: isLoading } = useFavoriteBrands();

  const { value, toggle, isPending } = useOptimisticToggle({
    mutationKey: ['favorite-brand', brandId],
    serverValue: favorites?.some((brand) => brand.id === brandId) ?? false,
    send: (favorite) => (favorite ? addFavoriteBrand({ brandId }) : removeFavoriteBrand(brandId)),
    onSuccess: (favorite) => {
      toast(
        favorite
          ? { title: 'Added to favorites', description: 'Brand added to your favorites!' }
          : { title: 'Removed from favorites', description: 'Brand removed from your favorites' },
      );
      return queryClient.invalidateQueries({ queryKey: favoriteBrandsQueryKey });
    },
    onError: (favorite) =>
      toast({
        title: 'Error',
        description: favorite ? 'Failed to add to favorites' : 'Failed to remove from favorites',
        variant: 'destructive',
      }),
  });

  return {
    isFavorite: user ? value : false,
    // Until the saved favorites are known the heart cannot tell adding from removing.
    isPending: isPending || (Boolean(user) && isLoading),
    toggle: () => whenSignedIn('favorite', toggle),
  };
}
