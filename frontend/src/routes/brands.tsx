import { createFileRoute } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BrandCard, BrandFilterChips, brandsQueryOptions, isBrandFilter, useBrands, type BrandFilter } from '@/features/brands';

interface BrandsSearch {
  filter?: BrandFilter;
}

export const Route = createFileRoute('/brands')({
  validateSearch: (raw: Record<string, unknown>): BrandsSearch => (isBrandFilter(raw.filter) ? { filter: raw.filter } : {}),
  loaderDeps: ({ search }) => ({ filter: search.filter }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(brandsQueryOptions(deps.filter)).catch(() => undefined);
  },
  component: BrandsPage,
});

function BrandsPage() {
  const { filter } = Route.useSearch();
  const brands = useBrands(filter);

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Brands</h1>
        <p className="mt-2 text-stone-400">The distilleries, wineries and breweries our curators recommend.</p>
      </header>
      <BrandFilterChips active={filter} />
      {brands.isPending ? (
        <div role="status" aria-label="Loading brands" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : brands.isError ? (
        <EmptyState title="Brands could not be loaded" description={errorMessage(brands.error)} />
      ) : brands.data.length === 0 ? (
        <EmptyState icon={<Store className="size-6" />} title="No brands found" />
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {brands.data.map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </div>
      )}
    </div>
  );
}
