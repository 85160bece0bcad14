import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/fetcher';
import { LoadError, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProductGridSkeleton } from '@/components/product-grid-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '../api/brands';
import { BrandHero } from './brand-hero';

interface BrandPageProps {
  brandId: string;
  /** The brand's products (the catalog feature's section), shown under the hero once the brand has loaded. */
  products: ReactNode;
}

/** /brand/{id}: the brand's hero and description, then its products. */
export function BrandPage({ brandId, products }: BrandPageProps) {
  const brand = useBrand(brandId);
  return (
    <QueryState
      query={brand}
      pending={
        <div role="status" aria-label="Loading brand" className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
          <Skeleton className="h-64 rounded-2xl" />
          <ProductGridSkeleton count={4} />
        </div>
      }
      error={(error) =>
        isApiError(error, 404) ? (
          <BrandNotFound />
        ) : (
          <div className="mx-auto max-w-7xl px-4 py-10">
            <LoadError title="This brand could not be loaded" error={error} />
          </div>
        )
      }
    >
      {(data) => (
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
          <BrandHero brand={data} productCount={data.productCount} />
          {data.description && <p className="max-w-3xl text-ink-subtle">{data.description}</p>}
          {products}
        </div>
      )}
    </QueryState>
  );
}

export function BrandNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <EmptyState
        title="Brand not found"
        description="The brand you're looking for doesn't exist or has been removed."
        action={
          <Button asChild>
            <Link to="/brands">Browse all brands</Link>
          </Button>
        }
      />
    </div>
  );
}
