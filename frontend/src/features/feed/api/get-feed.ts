import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getFeed, getGetFeedQueryKey } from '@/api/generated/endpoints/curators/curators';
import { currentUserQueryOptions, useCurrentUser } from '@/features/auth';
import { FEED_PAGE_SIZE, type FeedTab } from './types';

interface FeedRequest {
  tab: FeedTab;
  creatorId?: string;
  /** The signed-in shopper, or null: 'for-you' depends on who asks, so the cache must too. */
  viewerId: string | null;
}

export const feedQueryOptions = ({ tab, creatorId, viewerId }: FeedRequest) => {
  const params = { tab, limit: FEED_PAGE_SIZE, creatorId };
  return queryOptions({
    queryKey: [...getGetFeedQueryKey(params), { viewer: viewerId }] as const,
    queryFn: ({ signal }) => getFeed(params, undefined, signal),
  });
};

export function useFeed(tab: FeedTab, creatorId?: string) {
  const { user, isLoading } = useCurrentUser();
  return useQuery({ ...feedQueryOptions({ tab, creatorId, viewerId: user?.id ?? null }), enabled: !isLoading });
}

/**
 * For /feed's loader: the session first ('for-you' depends on who asks), then the tab's feed, without
 * waiting: the page shows its 3 placeholders until the feed answers, also when switching tabs.
 */
export function loadFeed(queryClient: QueryClient, tab: FeedTab): void {
  void queryClient
    .ensureQueryData(currentUserQueryOptions())
    .catch(() => null)
    .then((user) => queryClient.ensureQueryData(feedQueryOptions({ tab, viewerId: user?.id ?? null })))
    .catch(() => undefined);
}
