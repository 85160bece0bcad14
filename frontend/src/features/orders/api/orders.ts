import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getListOrdersQueryKey, listOrders } from '@/api/generated/endpoints/orders/orders';

export const ordersQueryKey = getListOrdersQueryKey();

/** The signed-in shopper's newest orders (the server's default page of 50), newest first. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ordersQueryKey,
    queryFn: ({ signal }) => listOrders(undefined, undefined, signal),
  });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}

/** For /orders's loader; a failure is shown by the page from the same query. */
export async function loadOrders(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(ordersQueryOptions()).catch(() => undefined);
}
