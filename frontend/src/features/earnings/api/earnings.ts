import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  getCreatorDashboard,
  getGetCreatorDashboardQueryKey,
  getGetPayoutsQueryKey,
  getGetSalesAnalyticsQueryKey,
  getPayouts,
  getSalesAnalytics,
} from "@/api/generated/endpoints/earnings/earnings";

export const salesAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: getGetSalesAnalyticsQueryKey(),
    queryFn: ({ signal }) => getSalesAnalytics(undefined, signal),
  });

/** Sales figures from the commission ledger; refetched when the window regains focus, so a new sale shows up. */
export function useSalesAnalytics() {
  return useQuery({ ...salesAnalyticsQueryOptions(), refetchOnWindowFocus: true, staleTime: 15_000 });
}

export const payoutsQueryOptions = () =>
  queryOptions({
    queryKey: getGetPayoutsQueryKey(),
    queryFn: ({ signal }) => getPayouts(undefined, signal),
  });

export function usePayouts() {
  return useQuery({ ...payoutsQueryOptions(), staleTime: 30_000 });
}

export const creatorDashboardQueryOptions = () =>
  queryOptions({
    queryKey: getGetCreatorDashboardQueryKey(),
    queryFn: ({ signal }) => getCreatorDashboard(undefined, signal),
  });

export function useCreatorDashboard(enabled: boolean) {
  return useQuery({ ...creatorDashboardQueryOptions(), enabled, refetchOnWindowFocus: true, staleTime: 15_000 });
}
