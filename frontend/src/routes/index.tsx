import { createFileRoute } from '@tanstack/react-router';
import { PremiumSelections, prefetchPremiumSelections } from '@/features/catalog';
import { FeaturedCreators, prefetchFeaturedCreators } from '@/features/creators';
import { AddressNotice, ClosingCallToAction, CuratedCollections, HomeHero, prefetchFeaturedCohorts } from '@/features/home';

export const Route = createFileRoute('/')({
  // Starts the three sections' requests without waiting: each section shows its own skeleton and errors.
  loader: ({ context }) => {
    prefetchPremiumSelections(context.queryClient);
    prefetchFeaturedCohorts(context.queryClient);
    prefetchFeaturedCreators(context.queryClient);
  },
  component: HomePage,
});

function HomePage() {
  return (
    <div className="grid gap-16 pb-20">
      <HomeHero />
      <AddressNotice />
      <PremiumSelections />
      <CuratedCollections />
      <FeaturedCreators />
      <ClosingCallToAction />
    </div>
  );
}
