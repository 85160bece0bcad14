import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBanking, getCuratorLevel, getGetBankingQueryKey, getGetCuratorLevelQueryKey, saveBanking } from '@/api/generated/endpoints/profile/profile';
import type { SaveBankingDetailsDto } from '@/api/generated/model';

export const curatorLevelQueryOptions = () =>
  queryOptions({
    queryKey: getGetCuratorLevelQueryKey(),
    queryFn: ({ signal }) => getCuratorLevel(undefined, signal),
  });

export function useCuratorLevel() {
  return useQuery(curatorLevelQueryOptions());
}

export const bankingQueryOptions = () =>
  queryOptions({
    queryKey: getGetBankingQueryKey(),
    queryFn: ({ signal }) => getBanking(undefined, signal),
  });

export function useBanking() {
  return useQuery(bankingQueryOptions());
}

/** Saves the banking details; the saved summary replaces the cached one. */
export function useSaveBanking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBankingDetailsDto) => saveBanking(body),
    onSuccess: (summary) => queryClient.setQueryData(getGetBankingQueryKey(), { bankingDetails: summary }),
  });
}
