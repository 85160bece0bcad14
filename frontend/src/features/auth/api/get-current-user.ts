import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import type { User } from './types';

/**
 * The generated accounts client, loaded when first asked: it also holds sign-in, sign-up and sign-out
 * (and, through them, React Query's mutation code), which every page's initial JavaScript does not need.
 */
const accountsClient = () => import('@/api/generated/endpoints/accounts/accounts');

/** The generated key, getGetCurrentUserQueryKey() (get-current-user.spec.ts checks they agree). */
export const currentUserQueryKey = ['/api/user'] as const;

/** The session: `null` when signed out (the server answers 401), never an error for that case. */
export const currentUserQueryOptions = () =>
  queryOptions<User | null>({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => {
      try {
        const { getCurrentUser } = await accountsClient();
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
