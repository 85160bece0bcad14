import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FEED_TABS, isFeedTab, type FeedTab } from '../api/types';
import { FeedList } from './feed-list';

/** /feed: the curators' latest picks, by tab. */
export function FeedPage({ tab, onTabChange }: { tab: FeedTab; onTabChange: (tab: FeedTab) => void }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Creator Feed</h1>
        <p className="mt-2 text-ink-muted">The latest picks from our curators.</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => isFeedTab(value) && onTabChange(value)}>
        <TabsList>
          {FEED_TABS.map((option) => (
            <TabsTrigger key={option.value} value={option.value}>
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <FeedList tab={tab} />
    </div>
  );
}
