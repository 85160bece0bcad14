import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disableTotp, enableTotp, endOtherSessions, endSession, getGetSecondFactorStatusQueryKey, getListSessionsQueryKey, listSessions, startTotpSetup } from '@/api/generated/endpoints/account-security/account-security';

export function useStartTotpSetup() {
  return useMutation({ mutationFn: () => startTotpSetup() });
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => enableTotp({ code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetSecondFactorStatusQueryKey() }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disableTotp(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetSecondFactorStatusQueryKey() }),
  });
}

export function useSessions() {
  return useQuery({ queryKey: getListSessionsQueryKey(), queryFn: ({ signal }) => listSessions(undefined, signal) });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSession(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() }),
  });
}
