import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getGetCartQueryKey, getGetCartTotalsQueryKey, useGetCart, useGetCartTotals } from '@/api/generated/endpoints/cart/cart';
import { useCurrentUser } from '@/features/auth';

export const cartQueryKey = getGetCartQueryKey();
export const cartTotalsQueryKey = getGetCartTotalsQueryKey();

/** Seed 000 §4: the cart is loaded only for a signed-in shopper. */
export function useCart() {
  const { user } = useCurrentUser();
  return useGetCart({ query: { enabled: Boolean(user) } });
}

/** The drawer's money lines, always as the server computed them. */
export function useCartTotals() {
  const { user } = useCurrentUser();
  return useGetCartTotals({ query: { enabled: Boolean(user) } });
}

/** The header badge: the sum of quantities (0 when signed out). */
export function useCartCount(): number {
  const { data: items } = useCart();
  return items?.reduce((count, item) => count + item.quantity, 0) ?? 0;
}

/** Every cart change refreshes both the lines and the server's totals (seed 000 §4). */
export function refreshCart(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    queryClient.invalidateQueries({ queryKey: cartTotalsQueryKey }),
  ]).then(() => undefined);
}

export function useRefreshCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshCart(queryClient);
}
