import { createFileRoute } from '@tanstack/react-router';
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
      <PremiumSelections />
      <CuratedCollections />
      <FeaturedCreators />
      <ClosingCallToAction />
    </div>
  );
}
