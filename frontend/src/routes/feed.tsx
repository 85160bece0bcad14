import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { currentUserQueryOptions } from '@/features/auth';
import { EndorsementCard, FEED_TABS, feedQueryOptions, FeedSkeleton, isFeedTab, useFeed, type FeedTab } from '@/features/feed';

interface FeedSearch {
  /** Absent means 'latest'. */
  tab?: Exclude<FeedTab, 'latest'>;
}

export const Route = createFileRoute('/feed')({
  validateSearch: (raw: Record<string, unknown>): FeedSearch => (isFeedTab(raw.tab) && raw.tab !== 'latest' ? { tab: raw.tab } : {}),
  loaderDeps: ({ search }): { tab: FeedTab } => ({ tab: search.tab ?? 'latest' }),
  loader: async ({ context, deps }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    await context.queryClient.ensureQueryData(feedQueryOptions({ tab: deps.tab, viewerId: user?.id ?? null })).catch(() => undefined);
  },
  component: FeedPage,
});

function FeedPage() {
  const tab: FeedTab = Route.useSearch().tab ?? 'latest';
  const navigate = useNavigate({ from: Route.fullPath });
  const feed = useFeed(tab);

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Creator Feed</h1>
        <p className="mt-2 text-stone-400">The latest picks from our curators.</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => isFeedTab(value) && navigate({ search: value === 'latest' ? {} : { tab: value } })}>
        <TabsList>
          {FEED_TABS.map((option) => (
            <TabsTrigger key={option.value} value={option.value}>
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {feed.isPending ? (
        <FeedSkeleton />
      ) : feed.isError ? (
        <EmptyState title="The feed could not be loaded" description={errorMessage(feed.error)} />
      ) : feed.data.length === 0 ? (
        <EmptyState
          icon={<Sparkles className="size-6" />}
          title="No recommendations yet"
          description="Follow some creators to see their product recommendations here"
        />
      ) : (
        <div className="grid gap-4" aria-busy={feed.isFetching}>
          {feed.data.map((endorsement) => (
            <EndorsementCard key={endorsement.id} endorsement={endorsement} />
          ))}
        </div>
      )}
    </div>
  );
}
