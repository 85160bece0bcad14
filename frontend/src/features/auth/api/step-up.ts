import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getGetSecondFactorStatusQueryKey, getSecondFactorStatus, stepUp } from '@/api/generated/endpoints/account-security/account-security';
import type { StepUpDto } from '@/api/generated/model';

/** Whether the signed-in account has an authenticator app (and whether its role needs one). */
export const secondFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: getGetSecondFactorStatusQueryKey(), queryFn: ({ signal }) => getSecondFactorStatus(undefined, signal) });

export function useSecondFactorStatus() {
  return useQuery(secondFactorStatusQueryOptions());
}

/** POST /api/user/step-up: a code, or the password for an account without an authenticator app. */
export function useStepUp() {
  return useMutation({ mutationFn: (body: StepUpDto) => stepUp(body) });
}
