import { QueryState } from '@/components/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFeed } from '../api/get-feed';
import { CreatorRecommendations } from './creator-recommendations';
import { FeedSkeleton } from './feed-skeleton';

/** These tabs do not filter: every one shows all of the creator's picks. */
const PICK_TABS = ['All Picks', 'Whiskey', 'Cocktail Essentials', 'Wine'] as const;

/** The creator page's picks, leading to the products with the creator's `utm_source`. */
export function CreatorPicks({ creatorId }: { creatorId: string }) {
  const picks = useFeed('latest', creatorId);
  const grid = (
    <QueryState query={picks} pending={<FeedSkeleton />} error="Recommendations could not be loaded">
      {(endorsements) => <CreatorRecommendations creatorId={creatorId} endorsements={endorsements} />}
    </QueryState>
  );
  return (
    <section aria-label="Recommendations">
      <Tabs defaultValue={PICK_TABS[0]}>
        <TabsList className="max-w-2xl">
          {PICK_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {PICK_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {grid}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
