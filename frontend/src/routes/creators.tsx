import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { creatorsQueryOptions, CreatorCard, useCreators } from '@/features/creators';

export const Route = createFileRoute('/creators')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(creatorsQueryOptions()).catch(() => undefined);
  },
  component: CreatorsPage,
});

function CreatorsPage() {
  const creators = useCreators();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-semibold tracking-tight">Meet Our Curators</h1>
          <p className="mt-2 text-stone-400">Expert curators sharing the bottles they love. Shop their picks.</p>
        </div>
        {/* The seed shows no action for this button; creator applications are not open yet. */}
        <Button variant="outline">Apply to be a Curator</Button>
      </header>
      {creators.isPending ? (
        <div role="status" aria-label="Loading curators" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-96 rounded-2xl" />
          ))}
        </div>
      ) : creators.isError ? (
        <EmptyState title="Curators could not be loaded" description={errorMessage(creators.error)} />
      ) : creators.data.length === 0 ? (
        <EmptyState
          icon={<Users className="size-6" />}
          title="No curators found"
          description="Check back soon as we're onboarding new expert curators."
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {creators.data.map((creator) => (
            <CreatorCard key={creator.id} creator={creator} variant="list" />
          ))}
        </div>
      )}
    </div>
  );
}
