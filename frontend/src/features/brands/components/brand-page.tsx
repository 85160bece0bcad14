import { Link } from '@tanstack/react-router';
import { isApiError } from '@/api/fetcher';
import { LoadError, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PagedProducts, ProductGridSkeleton } from '@/features/catalog';
import { useBrand } from '../api/brands';
import { BrandHero } from './brand-hero';
import { BrandProductCard } from './brand-product-card';

interface BrandPageProps {
  brandId: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** /brand/{id}: the brand's hero and description, and its products a page at a time. */
export function BrandPage({ brandId, page, onPageChange }: BrandPageProps) {
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
          {data.description && <p className="max-w-3xl text-stone-300">{data.description}</p>}
          <section aria-labelledby="brand-products-title" className="grid gap-5">
            <h2 id="brand-products-title" className="font-display text-2xl font-semibold">
              Products
            </h2>
            <PagedProducts
              request={{ brandId, page }}
              onPageChange={onPageChange}
              pendingCount={4}
              empty={<EmptyState title="No products available" />}
              renderProduct={(product) => <BrandProductCard product={product} />}
            />
          </section>
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
