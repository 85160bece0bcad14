import { useQuery } from '@tanstack/react-query';
import { getGetPublicProfileQueryKey, getPublicProfile } from '@/api/generated/endpoints/profile/profile';
import type { PublicProfileSearch } from '../lib/profile-links';

/**
 * GET /api/profile/{username} with the page's utm parameters. Asked once per visit: every answer
 * counts a view (and, with utm_source, a click), so it is never refetched on focus or retried on 404.
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
