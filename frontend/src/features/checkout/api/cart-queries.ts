import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/features/auth';

/**
 * The generated cart client, loaded when first asked: it also holds the cart's mutations (and, through
 * them, React Query's mutation code), which the header's badge on every page does not need.
 */
const cartClient = () => import('@/api/generated/endpoints/cart/cart');

/** The generated keys, getGetCartQueryKey() and getGetCartTotalsQueryKey() (cart-queries.spec.ts checks they agree). */
export const cartQueryKey = ['/api/cart'] as const;
export const cartTotalsQueryKey = ['/api/cart/totals'] as const;

/** As specified, the cart is loaded only for a signed-in shopper. */
export function useCart() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: cartQueryKey,
    queryFn: async ({ signal }) => (await cartClient()).getCart(undefined, signal),
    enabled: Boolean(user),
  });
}

/** The drawer's money lines, always as the server computed them. */
export function useCartTotals() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: cartTotalsQueryKey,
    queryFn: async ({ signal }) => (await cartClient()).getCartTotals(undefined, signal),
    enabled: Boolean(user),
  });
}

/** The header badge: the sum of quantities (0 when signed out). */
export function useCartCount(): number {
  const { data: items } = useCart();
  return items?.reduce((count, item) => count + item.quantity, 0) ?? 0;
}

/** Every cart change refreshes both the lines and the server's totals. */
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
