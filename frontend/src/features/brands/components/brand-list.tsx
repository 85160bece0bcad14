import { Store } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useBrands } from '../api/brands';
import type { BrandFilter } from '../api/types';
import { BrandCard } from './brand-card';

/** The brand cards of /brands for one filter chip. */
export function BrandList({ filter }: { filter: BrandFilter | undefined }) {
  const brands = useBrands(filter);
  return (
    <QueryState
      query={brands}
      pending={<CardGridSkeleton count={6} className="h-80 rounded-2xl" label="Loading brands" />}
      error="Brands could not be loaded"
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState icon={<Store className="size-6" />} title="No brands found" />}
    >
      {(data) => (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
