import { Users } from 'lucide-react';
import type { ListCreatorsParams } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useCreators } from '../api/creators';
import { isFirstScreenImage } from '@/lib/images';
import { CreatorCard } from './creator-card';

interface CreatorListProps {
  /** Which creators: all, or e.g. the featured three. */
  params?: ListCreatorsParams;
  variant: 'home' | 'list';
  /** How many placeholder cards show while loading, and what they say to screen readers. */
  placeholders: { count: number; label?: string };
}

/** A grid of creator cards with its loading, failed and empty states. */
export function CreatorList({ params, variant, placeholders }: CreatorListProps) {
  const creators = useCreators(params);
  return (
    <QueryState
      query={creators}
      pending={<CardGridSkeleton count={placeholders.count} className="h-96 rounded-2xl" label={placeholders.label} />}
      error="Curators could not be loaded"
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState icon={<Users className="size-6" />} title="No curators found" description="Check back soon as we're onboarding new expert curators." />}
    >
      {(data) => (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((creator, index) => (
            <CreatorCard key={creator.id} creator={creator} variant={variant} priority={isFirstScreenImage(index)} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
