import { queryOptions, useQuery } from '@tanstack/react-query';
import { getListCohortsQueryKey, listCohorts } from '@/api/generated/endpoints/curators/curators';

export const featuredCohortsQueryOptions = () =>
  queryOptions({
    queryKey: getListCohortsQueryKey({ featured: true }),
    queryFn: ({ signal }) => listCohorts({ featured: true }, undefined, signal),
  });

export function useFeaturedCohorts() {
  return useQuery(featuredCohortsQueryOptions());
}
