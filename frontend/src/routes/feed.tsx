import { createFileRoute } from '@tanstack/react-router';
import { FeedPage, feedSearchFor, loadFeed, parseFeedSearch, type FeedTab } from '@/features/feed';

export const Route = createFileRoute('/feed')({
  validateSearch: parseFeedSearch,
  loaderDeps: ({ search }): { tab: FeedTab } => ({ tab: search.tab ?? 'latest' }),
  loader: ({ context, deps }) => loadFeed(context.queryClient, deps.tab),
  component: FeedRoute,
});

function FeedRoute() {
  const navigate = Route.useNavigate();
  return <FeedPage tab={Route.useSearch().tab ?? 'latest'} onTabChange={(tab) => void navigate({ search: feedSearchFor(tab) })} />;
}
