import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { UserX } from 'lucide-react';
import { errorMessage, isApiError } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  CreatorCollections,
  CreatorPageSkeleton,
  CreatorProfileHeader,
  creatorQueryOptions,
  CreatorRecommendations,
  useCreator,
  useCreatorCollections,
  type Creator,
} from '@/features/creators';
import { FeedSkeleton, useFeed } from '@/features/feed';

/** Seed 000 §2: these tabs do not filter; every one shows all of the creator's picks. */
const PICK_TABS = ['All Picks', 'Whiskey', 'Cocktail Essentials', 'Wine'] as const;

export const Route = createFileRoute('/creator/$handle')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(creatorQueryOptions(params.handle));
    } catch (error) {
      if (isApiError(error, 404) || isApiError(error, 400)) throw notFound();
    }
  },
  pendingComponent: () => (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CreatorPageSkeleton />
    </div>
  ),
  notFoundComponent: CreatorNotFound,
  component: CreatorPage,
});

function CreatorPage() {
  const { handle } = Route.useParams();
  const creator = useCreator(handle);

  if (creator.isPending) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <CreatorPageSkeleton />
      </div>
    );
  }
  if (creator.isError) {
    if (isApiError(creator.error, 404) || isApiError(creator.error, 400)) return <CreatorNotFound />;
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <EmptyState title="This creator could not be loaded" description={errorMessage(creator.error)} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8">
      <CreatorProfileHeader creator={creator.data} />
      <CollectionsSection creator={creator.data} />
      <PicksSection creator={creator.data} />
    </div>
  );
}

function CollectionsSection({ creator }: { creator: Creator }) {
  const collections = useCreatorCollections(creator.id);
  if (!collections.data) return null;
  return <CreatorCollections creator={creator} collections={collections.data} />;
}

function PicksSection({ creator }: { creator: Creator }) {
  const picks = useFeed('latest', creator.id);
  const grid = picks.isPending ? (
    <FeedSkeleton />
  ) : picks.isError ? (
    <EmptyState title="Recommendations could not be loaded" description={errorMessage(picks.error)} />
  ) : (
    <CreatorRecommendations creatorId={creator.id} endorsements={picks.data} />
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

function CreatorNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <EmptyState
        icon={<UserX className="size-6" />}
        title="Creator not found"
        description="The creator you're looking for doesn't exist or has been removed."
        action={
          <Button asChild>
            <Link to="/creators">Meet Our Curators</Link>
          </Button>
        }
      />
    </div>
  );
}
