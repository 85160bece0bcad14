import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetSignupModalStateQueryKey, getSignupModalState } from '@/api/generated/endpoints/sign-ups/sign-ups';

/** Whether the early-access popup is on; refetched on mount and on window focus. */
export const signupModalStateQueryOptions = () =>
  queryOptions({
    queryKey: getGetSignupModalStateQueryKey(),
    queryFn: ({ signal }) => getSignupModalState(undefined, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

/** `enabled: false` asks nothing (the popup only asks once it could be shown). */
export function useSignupModalState({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...signupModalStateQueryOptions(), enabled });
}
