import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getCreatorByHandle,
  getGetCreatorByHandleQueryKey,
  getListCreatorCollectionsQueryKey,
  getListCreatorsQueryKey,
  listCreatorCollections,
  listCreators,
} from '@/api/generated/endpoints/curators/curators';
import type { ListCreatorsParams } from '@/api/generated/model';

export const creatorsQueryOptions = (params: ListCreatorsParams = {}) =>
  queryOptions({
    queryKey: getListCreatorsQueryKey(params),
    queryFn: ({ signal }) => listCreators(params, undefined, signal),
  });

/** The home page's Featured Curators: three featured creators. */
export const HOME_FEATURED_CREATORS = 3;
export const HOME_FEATURED_CREATORS_PARAMS = { featured: true, limit: HOME_FEATURED_CREATORS } as const;

/** For the home route's loader: starts the request without waiting (the section shows its own skeleton). */
export function prefetchFeaturedCreators(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(creatorsQueryOptions(HOME_FEATURED_CREATORS_PARAMS));
}

export function useCreators(params: ListCreatorsParams = {}) {
  return useQuery(creatorsQueryOptions(params));
}

export const creatorQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: getGetCreatorByHandleQueryKey(handle),
    queryFn: ({ signal }) => getCreatorByHandle(handle, undefined, signal),
  });

export function useCreator(handle: string) {
  return useQuery(creatorQueryOptions(handle));
}

export const creatorCollectionsQueryOptions = (creatorId: string) =>
  queryOptions({
    queryKey: getListCreatorCollectionsQueryKey(creatorId),
    queryFn: ({ signal }) => listCreatorCollections(creatorId, undefined, signal),
  });

export function useCreatorCollections(creatorId: string | undefined) {
  return useQuery({ ...creatorCollectionsQueryOptions(creatorId ?? ''), enabled: !!creatorId });
}
