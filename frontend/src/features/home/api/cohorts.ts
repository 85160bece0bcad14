import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getListCohortsQueryKey, listCohorts } from '@/api/generated/endpoints/curators/curators';

export const featuredCohortsQueryOptions = () =>
  queryOptions({
    queryKey: getListCohortsQueryKey({ featured: true }),
    queryFn: ({ signal }) => listCohorts({ featured: true }, undefined, signal),
  });

export function useFeaturedCohorts() {
  return useQuery(featuredCohortsQueryOptions());
}

/** For the home route's loader: starts the request without waiting (the section shows its own skeleton). */
export function prefetchFeaturedCohorts(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(featuredCohortsQueryOptions());
}
