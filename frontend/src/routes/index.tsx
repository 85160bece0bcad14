import { createFileRoute } from '@tanstack/react-router';
import { AfterFirstCommit } from '@/components/after-first-commit';
import {
  AddressNotice,
  ClosingCallToAction,
  CuratedCollections,
  FeaturedCreators,
  HomeHero,
  prefetchHomePage,
  PremiumSelections,
} from '@/features/home';

export const Route = createFileRoute('/')({
  loader: ({ context }) => prefetchHomePage(context.queryClient),
  component: HomePage,
});

function HomePage() {
  return (
    <div className="grid gap-16 pb-20">
      <HomeHero />
      <AddressNotice />
      {/* Below a phone's first screen: rendered after the hero has been committed (shorter start-up tasks). */}
      <AfterFirstCommit placeholderClassName="min-h-screen">
        <PremiumSelections />
        <CuratedCollections />
        <FeaturedCreators />
        <ClosingCallToAction />
      </AfterFirstCommit>
    </div>
  );
}
