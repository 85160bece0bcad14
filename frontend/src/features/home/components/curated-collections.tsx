import { Sparkles } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useFeaturedCohorts } from '../api/cohorts';
import { HOME_FEATURED_COHORTS } from '../api/types';
import { CohortCard } from './cohort-card';
import { HomeSection } from '@/components/home-section';

/** The specification's 'Find Curated Collections': up to 6 featured cohorts. */
export function CuratedCollections() {
  const cohorts = useFeaturedCohorts();
  return (
    <HomeSection id="curated-collections" title="Find Curated Collections" subtitle="Circles of curators who share a taste">
      <QueryState
        query={cohorts}
        pending={<CardGridSkeleton count={6} className="h-44 rounded-2xl" />}
        error="Collections could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState icon={<Sparkles className="size-6" />} title="No Featured Collections" />}
      >
        {(data) => (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.slice(0, HOME_FEATURED_COHORTS).map((cohort) => (
              <CohortCard key={cohort.id} cohort={cohort} />
            ))}
          </div>
        )}
      </QueryState>
    </HomeSection>
  );
}
