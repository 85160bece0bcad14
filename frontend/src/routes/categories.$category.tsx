import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/api/fetcher';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getDeliveryAddress, useDeliveryState } from '@/features/address';
import {
  CATALOG_PAGE_SIZE,
  CATEGORY_SLUG_PATTERN,
  CategoryProductCard,
  findCategoryPage,
  pageCount,
  ProductGridSkeleton,
  productPageQueryOptions,
  UNKNOWN_CATEGORY_TITLE,
  useProductPage,
} from '@/features/catalog';
import { cn } from '@/lib/utils';

/** Seed 000 §2: shown on every category page, but they do not filter. */
const DISPLAY_FILTERS = ['All', 'Premium', 'Craft', 'Limited Edition', 'Top Rated'] as const;

interface CategorySearch {
  page?: number;
}

function categoryParams(category: string, page: number, state: string | undefined) {
  return { category, state, limit: CATALOG_PAGE_SIZE, offset: (page - 1) * CATALOG_PAGE_SIZE };
}

/** Only slug-shaped categories are asked for; anything else cannot match a product. */
function isQueryableCategory(category: string): boolean {
  return category.length <= 40 && CATEGORY_SLUG_PATTERN.test(category);
}

export const Route = createFileRoute('/categories/$category')({
  validateSearch: (raw: Record<string, unknown>): CategorySearch => {
    const page = Number(raw.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    if (!isQueryableCategory(params.category)) return;
    await context.queryClient
      .ensureQueryData(productPageQueryOptions(categoryParams(params.category, deps.page, getDeliveryAddress()?.state)))
      .catch(() => undefined);
  },
  component: CategoryPage,
});

function CategoryPage() {
  const { category } = Route.useParams();
  const page = Route.useSearch().page ?? 1;
  const categoryPage = findCategoryPage(category);
  const [displayFilter, setDisplayFilter] = useState<(typeof DISPLAY_FILTERS)[number]>('All');

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <Link to="/categories" className="inline-flex w-fit items-center gap-1 text-sm text-stone-400 hover:text-amber-300">
        <ArrowLeft aria-hidden className="size-4" /> Back to Categories
      </Link>
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">{categoryPage?.title ?? UNKNOWN_CATEGORY_TITLE}</h1>
        {categoryPage && <p className="mt-2 text-stone-400">{categoryPage.description}</p>}
      </header>
      <div role="group" aria-label="Filters" className="flex flex-wrap gap-2">
        {DISPLAY_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={displayFilter === filter}
            onClick={() => setDisplayFilter(filter)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
              displayFilter === filter
                ? 'border-amber-500 bg-amber-500 text-stone-950'
                : 'border-stone-700 text-stone-300 hover:text-stone-50',
            )}
          >
            {filter}
          </button>
        ))}
      </div>
      {isQueryableCategory(category) ? (
        <CategoryProducts category={category} page={page} />
      ) : (
        <EmptyState
          icon={<PackageSearch className="size-6" />}
          title="No products found"
          description="Try adjusting your search or filter criteria."
        />
      )}
    </div>
  );
}

function CategoryProducts({ category, page }: { category: string; page: number }) {
  const state = useDeliveryState();
  const navigate = useNavigate({ from: Route.fullPath });
  const products = useProductPage(categoryParams(category, page, state));

  if (products.isPending) return <ProductGridSkeleton count={8} />;
  if (products.isError) return <EmptyState title="Products could not be loaded" description={errorMessage(products.error)} />;
  if (products.data.products.length === 0) {
    return (
      <EmptyState
        icon={<PackageSearch className="size-6" />}
        title="No products found"
        description="Try adjusting your search or filter criteria."
      />
    );
  }
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {products.data.products.map((product) => (
          <CategoryProductCard key={product.id} product={product} state={state} />
        ))}
      </div>
      <Pagination
        page={page}
        pageCount={pageCount(products.data.total)}
        disabled={products.isPlaceholderData}
        onPageChange={(next) => navigate({ search: next > 1 ? { page: next } : {} })}
      />
    </>
  );
}
