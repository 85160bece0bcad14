import { QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFeed } from '../api/get-feed';
import { CreatorRecommendations } from './creator-recommendations';
import { FeedSkeleton } from './feed-skeleton';

import type { Endorsement } from '../api/types';

/**
 * The creator page's tabs and the product categories each keeps (docs/decisions/storefront-pages.md):
 * a pick belongs to a tab when any of its product's categories is listed; All Picks keeps every pick.
 */
const PICK_TABS = [
  { label: 'All Picks', categories: null, noun: 'picks' },
  { label: 'Whiskey', categories: ['whiskey'], noun: 'whiskey' },
  { label: 'Cocktail Essentials', categories: ['gin', 'vodka', 'rum', 'tequila', 'mixers', 'cocktail-kits'], noun: 'cocktail essentials' },
  { label: 'Wine', categories: ['wine'], noun: 'wine' },
] as const;

type PickTab = (typeof PICK_TABS)[number];

function picksOf(tab: PickTab, endorsements: readonly Endorsement[]): readonly Endorsement[] {
  const categories: readonly string[] | null = tab.categories;
  if (!categories) return endorsements;
  return endorsements.filter((endorsement) => endorsement.product.categories.some((category) => categories.includes(category)));
}

/** The creator page's picks, leading to the products with the creator's `utm_source`. */
export function CreatorPicks({ creatorId }: { creatorId: string }) {
  const picks = useFeed('latest', creatorId);
  const grid = (tab: PickTab) => (
    <QueryState query={picks} pending={<FeedSkeleton />} error="Recommendations could not be loaded">
      {(endorsements) => {
        const shown = picksOf(tab, endorsements);
        if (endorsements.length > 0 && shown.length === 0) {
          return <EmptyState title={`No ${tab.label} picks yet`} description={`This creator hasn't recommended any ${tab.noun} yet.`} />;
        }
        return <CreatorRecommendations creatorId={creatorId} endorsements={shown} />;
      }}
    </QueryState>
  );
  return (
    <section aria-label="Recommendations">
      <Tabs defaultValue={PICK_TABS[0].label}>
        <TabsList className="max-w-2xl">
          {PICK_TABS.map((tab) => (
            <TabsTrigger key={tab.label} value={tab.label}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PICK_TABS.map((tab) => (
          <TabsContent key={tab.label} value={tab.label}>
            {grid(tab)}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
