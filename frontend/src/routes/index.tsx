import { createFileRoute } from '@tanstack/react-router';
import { Sparkles, Store, Users } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getDeliveryAddress, useDeliveryState } from '@/features/address';
import { FeaturedProductCard, productPageQueryOptions, useProductPage } from '@/features/catalog';
import { creatorsQueryOptions, CreatorCard, useCreators } from '@/features/creators';
import {
  AddressNotice,
  ClosingCallToAction,
  CohortCard,
  featuredCohortsQueryOptions,
  HOME_FEATURED_COHORTS,
  HOME_FEATURED_CREATORS_PARAMS,
  HomeHero,
  HomeSection,
  homeFeaturedProductsParams,
  useFeaturedCohorts,
} from '@/features/home';

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    // Each section shows its own skeleton and errors, so the page never waits for all three.
    const { queryClient } = context;
    void queryClient.prefetchQuery(productPageQueryOptions(homeFeaturedProductsParams(getDeliveryAddress()?.state)));
    void queryClient.prefetchQuery(featuredCohortsQueryOptions());
    void queryClient.prefetchQuery(creatorsQueryOptions(HOME_FEATURED_CREATORS_PARAMS));
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
      <FeaturedCurators />
      <ClosingCallToAction />
    </div>
  );
}

function CardsSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <div role="status" aria-label="Loading" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}

function SectionError({ title, error }: { title: string; error: unknown }) {
  return <EmptyState title={title} description={errorMessage(error)} />;
}

function PremiumSelections() {
  const state = useDeliveryState();
  const featured = useProductPage(homeFeaturedProductsParams(state));
  return (
    <HomeSection
      id="premium-selections"
      title="Premium Selections"
      subtitle="Featured bottles our curators love"
      viewAll={{ to: '/products', label: 'View All Products' }}
    >
      {featured.isPending ? (
        <CardsSkeleton count={3} className="h-96 rounded-2xl" />
      ) : featured.isError ? (
        <SectionError title="Featured products could not be loaded" error={featured.error} />
      ) : featured.data.products.length === 0 ? (
        <EmptyState icon={<Store className="size-6" />} title="No Featured Products" />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {featured.data.products.map((product) => (
            <FeaturedProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}

function CuratedCollections() {
  const cohorts = useFeaturedCohorts();
  return (
    <HomeSection id="curated-collections" title="Find Curated Collections" subtitle="Circles of curators who share a taste">
      {cohorts.isPending ? (
        <CardsSkeleton count={6} className="h-44 rounded-2xl" />
      ) : cohorts.isError ? (
        <SectionError title="Collections could not be loaded" error={cohorts.error} />
      ) : cohorts.data.length === 0 ? (
        <EmptyState icon={<Sparkles className="size-6" />} title="No Featured Collections" />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cohorts.data.slice(0, HOME_FEATURED_COHORTS).map((cohort) => (
            <CohortCard key={cohort.id} cohort={cohort} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}

function FeaturedCurators() {
  const creators = useCreators(HOME_FEATURED_CREATORS_PARAMS);
  return (
    <HomeSection
      id="featured-curators"
      title="Featured Curators"
      subtitle="Experts whose picks you can shop"
      viewAll={{ to: '/creators', label: 'View All Curators' }}
    >
      {creators.isPending ? (
        <CardsSkeleton count={3} className="h-96 rounded-2xl" />
      ) : creators.isError ? (
        <SectionError title="Curators could not be loaded" error={creators.error} />
      ) : creators.data.length === 0 ? (
        <EmptyState
          icon={<Users className="size-6" />}
          title="No curators found"
          description="Check back soon as we're onboarding new expert curators."
        />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {creators.data.map((creator) => (
            <CreatorCard key={creator.id} creator={creator} variant="home" />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
