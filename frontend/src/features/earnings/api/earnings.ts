import {
  useGetCreatorDashboard,
  useGetPayouts,
  useGetSalesAnalytics,
} from "@/api/generated/endpoints/earnings/earnings";

/** Sales figures from the commission ledger; refetched when the window regains focus, so a new sale shows up. */
export function useSalesAnalytics() {
  return useGetSalesAnalytics({
    query: { refetchOnWindowFocus: true, staleTime: 15_000 },
  });
}

export function usePayouts() {
  return useGetPayouts({ query: { staleTime: 30_000 } });
}

export function useCreatorDashboard(enabled: boolean) {
  return useGetCreatorDashboard({
    query: { enabled, refetchOnWindowFocus: true, staleTime: 15_000 },
  });
}
