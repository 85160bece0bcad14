import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableTotp,
  enableTotp,
  endOtherSessions,
  endSession,
  getGetSecondFactorStatusQueryKey,
  getListSessionsQueryKey,
  getSecondFactorStatus,
  listSessions,
  startTotpSetup,
  stepUp,
} from '@/api/generated/endpoints/accounts/accounts';
import type { StepUpDto } from '@/api/generated/model';

export const secondFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: getGetSecondFactorStatusQueryKey(), queryFn: ({ signal }) => getSecondFactorStatus(undefined, signal) });

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusQueryOptions());
}

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

export function useStepUp() {
  return useMutation({ mutationFn: (body: StepUpDto) => stepUp(body) });
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
