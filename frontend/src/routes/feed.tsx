import { createFileRoute } from '@tanstack/react-router';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FEED_TABS, FeedList, feedSearchFor, isFeedTab, loadFeed, parseFeedSearch, type FeedTab } from '@/features/feed';

export const Route = createFileRoute('/feed')({
  validateSearch: parseFeedSearch,
  loaderDeps: ({ search }): { tab: FeedTab } => ({ tab: search.tab ?? 'latest' }),
  loader: ({ context, deps }) => loadFeed(context.queryClient, deps.tab),
  component: FeedPage,
});

function FeedPage() {
  const tab: FeedTab = Route.useSearch().tab ?? 'latest';
  const navigate = Route.useNavigate();
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Creator Feed</h1>
        <p className="mt-2 text-stone-400">The latest picks from our curators.</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => isFeedTab(value) && navigate({ search: feedSearchFor(value) })}>
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
