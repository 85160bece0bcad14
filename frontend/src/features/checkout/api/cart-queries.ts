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

/**
 * The header badge: the sum of quantities, 0 when signed out, and null while it is not known yet (the session
 * or the cart still loading), so a full page load never shows a shopper with items a false 0.
 */
export function useCartCount(): number | null {
  const { user, isLoading } = useCurrentUser();
  const { data: items } = useCart();
  if (!user) return isLoading ? null : 0;
  return items ? items.reduce((count, item) => count + item.quantity, 0) : null;
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

/**
 * Whether the cart could be checked out to the chosen address now, by the checkout's own rules (the
 * state's rules in force, the bottle limits): asked again whenever a line or the address changes.
 */
export function useCartCheck(address: { state: string; zip: string } | null, lines: readonly { id: string; quantity: number; fulfillmentType: string }[]) {
  const { user } = useCurrentUser();
  const signature = lines.map((line) => `${line.id}:${line.fulfillmentType}:${line.quantity}`).join(',');
  return useQuery({
    queryKey: ['/api/checkout/cart/check', address?.state, address?.zip, signature],
    queryFn: async ({ signal }) => (await import('@/api/generated/endpoints/checkout/checkout')).checkCart({ state: address!.state, zipCode: address!.zip }, undefined, signal),
    enabled: Boolean(user) && address !== null && lines.length > 0,
  });
}
