import { createFileRoute, Link, notFound, useNavigate } from '@tanstack/react-router';
import { errorMessage, isApiError } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { getDeliveryAddress, useDeliveryState } from '@/features/address';
import { BrandHero, BrandProductCard, brandQueryOptions, useBrand } from '@/features/brands';
import {
  CATALOG_PAGE_SIZE,
  isProductId,
  pageCount,
  ProductGridSkeleton,
  productPageQueryOptions,
  useProductPage,
} from '@/features/catalog';

interface BrandPageSearch {
  page?: number;
}

function brandProductParams(brandId: string, page: number, state: string | undefined) {
  return { brandId, state, limit: CATALOG_PAGE_SIZE, offset: (page - 1) * CATALOG_PAGE_SIZE };
}

export const Route = createFileRoute('/brand/$id')({
  validateSearch: (raw: Record<string, unknown>): BrandPageSearch => {
    const page = Number(raw.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    // Brand ids are UUIDs, like product ids.
    if (!isProductId(params.id)) throw notFound();
    void context.queryClient.prefetchQuery(productPageQueryOptions(brandProductParams(params.id, deps.page, getDeliveryAddress()?.state)));
    try {
      await context.queryClient.ensureQueryData(brandQueryOptions(params.id));
    } catch (error) {
      if (isApiError(error, 404)) throw notFound();
    }
  },
  notFoundComponent: BrandNotFound,
  component: BrandPage,
});

function BrandPage() {
  const { id } = Route.useParams();
  const page = Route.useSearch().page ?? 1;
  const navigate = useNavigate({ from: Route.fullPath });
  const state = useDeliveryState();
  const brand = useBrand(id);
  const products = useProductPage(brandProductParams(id, page, state));

  if (brand.isPending) {
    return (
      <div role="status" aria-label="Loading brand" className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
        <Skeleton className="h-64 rounded-2xl" />
        <ProductGridSkeleton count={4} />
      </div>
    );
  }
  if (brand.isError) {
    if (isApiError(brand.error, 404)) return <BrandNotFound />;
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <EmptyState title="This brand could not be loaded" description={errorMessage(brand.error)} />
      </div>
    );
  }

  const total = products.data?.total ?? brand.data.productCount;
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <BrandHero brand={brand.data} productCount={brand.data.productCount} />
      {brand.data.description && <p className="max-w-3xl text-stone-300">{brand.data.description}</p>}
      <section aria-labelledby="brand-products-title" className="grid gap-5">
        <h2 id="brand-products-title" className="font-display text-2xl font-semibold">
          Products
        </h2>
        {products.isPending ? (
          <ProductGridSkeleton count={4} />
        ) : products.isError ? (
          <EmptyState title="Products could not be loaded" description={errorMessage(products.error)} />
        ) : products.data.products.length === 0 ? (
          <EmptyState title="No products available" />
        ) : (
          <>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {products.data.products.map((product) => (
                <BrandProductCard key={product.id} product={product} />
              ))}
            </div>
            <Pagination
              page={page}
              pageCount={pageCount(total)}
              disabled={products.isPlaceholderData}
              onPageChange={(next) => navigate({ search: next > 1 ? { page: next } : {} })}
            />
          </>
        )}
      </section>
    </div>
  );
}

function BrandNotFound() {
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
