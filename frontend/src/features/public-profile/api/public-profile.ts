import { useQuery } from '@tanstack/react-query';
import { getGetPublicProfileQueryKey, getPublicProfile } from '@/api/generated/endpoints/profile/profile';
import type { PublicProfileSearch } from '../lib/profile-links';

/**
 * GET /api/profile/{username} with the page's utm parameters. Asked once per visit: the server counts a
 * view per visitor and window, and a refetch (on focus, a retry on 404) is no new visit, so there is none.
 */
export function usePublicProfile(username: string, search: PublicProfileSearch) {
  return useQuery({
    queryKey: getGetPublicProfileQueryKey(username, search),
    queryFn: ({ signal }) => getPublicProfile(username, search, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
