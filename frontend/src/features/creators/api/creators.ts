import { queryOptions, useQuery } from '@tanstack/react-query';
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
