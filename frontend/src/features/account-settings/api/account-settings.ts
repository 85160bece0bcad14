import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBanking, getCuratorLevel, getGetBankingQueryKey, getGetCuratorLevelQueryKey, saveBanking } from '@/api/generated/endpoints/profile/profile';
import { changeEmail, changePassword, requestEmailVerification } from '@/api/generated/endpoints/account-recovery/account-recovery';
import { getGetNotificationPreferencesQueryKey, getNotificationPreferences, updateNotificationPreferences } from '@/api/generated/endpoints/mail-preferences/mail-preferences';
import type { ChangeEmailDto, ChangePasswordDto, SaveBankingDetailsDto, UpdateNotificationPreferencesDto } from '@/api/generated/model';

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

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: getGetNotificationPreferencesQueryKey(),
    queryFn: ({ signal }) => getNotificationPreferences(undefined, signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** Turns one optional kind of mail on or off; the answer (every kind) replaces the cached one. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesDto) => updateNotificationPreferences(body),
    onSuccess: (preferences) => queryClient.setQueryData(getGetNotificationPreferencesQueryKey(), preferences),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordDto) => changePassword(body) });
}

/** The new address takes effect once confirmed; the account is read again (it keeps the old address meanwhile). */
export function useChangeEmail() {
  return useMutation({ mutationFn: (body: ChangeEmailDto) => changeEmail(body) });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => requestEmailVerification() });
}
