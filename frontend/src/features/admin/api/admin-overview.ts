import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getAdminStats,
  getGetAdminStatsQueryKey,
  getListAdminProductsQueryKey,
  listAdminProducts,
} from '@/api/generated/endpoints/admin/admin';

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: getGetAdminStatsQueryKey(), queryFn: ({ signal }) => getAdminStats(undefined, signal) });

/** The four stat cards' counts. */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}

export const adminProductsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: getListAdminProductsQueryKey({ page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE }),
    queryFn: ({ signal }) => listAdminProducts({ page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE }, undefined, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the Products tab's table, newest first. */
export function useAdminProducts(page: number) {
  return useQuery(adminProductsQueryOptions(page));
}

/** For /admin's loader: starts the stat cards' and the table's first requests without waiting for them. */
export function prefetchAdminOverview(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(adminStatsQueryOptions());
  void queryClient.prefetchQuery(adminProductsQueryOptions(1));
}
