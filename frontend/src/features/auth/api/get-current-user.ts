import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import { getCurrentUser, getGetCurrentUserQueryKey } from '@/api/generated/endpoints/accounts/accounts';
import type { User } from './types';

export const currentUserQueryKey = getGetCurrentUserQueryKey();

/** The session: `null` when signed out (the server answers 401), never an error for that case. */
export const currentUserQueryOptions = () =>
  queryOptions<User | null>({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getCurrentUser(undefined, signal);
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
  });

export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(currentUserQueryKey, user);
}

export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const { data, isPending } = useQuery(currentUserQueryOptions());
  return { user: data ?? null, isLoading: isPending };
}
