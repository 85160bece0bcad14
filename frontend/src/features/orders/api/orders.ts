import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { cancelOrder, getGetOrderQueryKey, getListOrdersQueryKey, getOrder, listOrders } from '@/api/generated/endpoints/orders/orders';
import { toast } from '@/components/ui/use-toast';

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

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: getGetOrderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, undefined, signal),
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}

/** For /orders/{id}'s loader; a failure is shown by the page from the same query. */
export async function loadOrder(queryClient: QueryClient, orderId: string): Promise<void> {
  await queryClient.ensureQueryData(orderQueryOptions(orderId)).catch(() => undefined);
}

/** Cancels while nothing has left; the order and the list reload either way. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: () => toast({ title: 'Order cancelled', description: 'The hold on your card is released.' }),
    onError: (error) => toast({ title: 'The order could not be cancelled', description: errorMessage(error), variant: 'destructive' }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(orderId) });
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
