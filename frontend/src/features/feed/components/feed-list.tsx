import { Sparkles } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useFeed } from '../api/get-feed';
import type { FeedTab } from '../api/types';
import { isFirstScreenImage } from '@/lib/images';
import { EndorsementCard } from './endorsement-card';
import { FeedSkeleton } from './feed-skeleton';

/** One tab of /feed: the newest 20 recommendations, most popular, or from the creators you follow. */
export function FeedList({ tab }: { tab: FeedTab }) {
  const feed = useFeed(tab);
  return (
    <QueryState
      query={feed}
      pending={<FeedSkeleton />}
      error="The feed could not be loaded"
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon={<Sparkles className="size-6" />}
          title="No recommendations yet"
          description="Follow some creators to see their product recommendations here"
        />
      }
    >
      {(data) => (
        <div className="grid gap-4" aria-busy={feed.isFetching}>
          {data.map((endorsement, index) => (
            <EndorsementCard key={endorsement.id} endorsement={endorsement} priority={isFirstScreenImage(index)} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
