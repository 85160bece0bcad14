import type { QueryClient } from '@tanstack/react-query';
import { getListOrdersQueryKey, useListOrders } from '@/api/generated/endpoints/orders/orders';

export const ordersQueryKey = getListOrdersQueryKey();

/** The signed-in shopper's newest orders (the server's default page of 50), newest first. */
export function useOrders() {
  return useListOrders();
}

/** After a checkout the history gains orders. */
export function refreshOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
}
