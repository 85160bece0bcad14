import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PackageSearch } from 'lucide-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { errorMessage } from '@/api/fetcher';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getDeliveryAddress, useDeliveryState } from '@/features/address';
import {
  CATALOG_PAGE_SIZE,
  CATEGORY_PAGES,
  CatalogProductCard,
  CatalogToolbar,
  MIN_SEARCH_LENGTH,
  pageCount,
  parseCatalogSearch,
  ProductGridSkeleton,
  productPageQueryOptions,
  searchForApi,
  useProductPage,
  type CatalogLayout,
  type CatalogSearch,
} from '@/features/catalog';
import { cn } from '@/lib/utils';

function catalogParams(search: CatalogSearch, state: string | undefined) {
  return {
    search: searchForApi(search.search),
    category: search.category,
    state,
    limit: CATALOG_PAGE_SIZE,
    offset: ((search.page ?? 1) - 1) * CATALOG_PAGE_SIZE,
  };
}

export const Route = createFileRoute('/products/')({
  validateSearch: parseCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Errors are shown by the page itself (from the same query), not by a router error screen.
    await context.queryClient
      .ensureQueryData(productPageQueryOptions(catalogParams(deps, getDeliveryAddress()?.state)))
      .catch(() => undefined);
  },
  pendingComponent: () => (
    <CatalogShell>
      <ProductGridSkeleton />
    </CatalogShell>
  ),
  component: ProductCatalogPage,
});

function CatalogShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Product Catalog</h1>
        <p className="mt-2 text-stone-400">Every spirit on Rounds, from our brands and curators.</p>
      </header>
      {children}
    </div>
  );
}

function ProductCatalogPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const state = useDeliveryState();
  const layout: CatalogLayout = search.view ?? 'grid';
  const page = search.page ?? 1;
  const query = useProductPage(catalogParams(search, state));

  const setSearch = useCallback(
    (patch: Partial<CatalogSearch>, options: { resetPage?: boolean } = { resetPage: true }) =>
      navigate({
        search: (previous) => parseCatalogSearch({ ...previous, ...(options.resetPage ? { page: undefined } : {}), ...patch }),
        replace: 'search' in patch,
      }),
    [navigate],
  );

  const categories = useMemo(() => {
    // The shop's category vocabulary plus any other category the loaded products carry.
    const slugs = new Set(CATEGORY_PAGES.map((category) => category.slug));
    query.data?.products.forEach((product) => product.categories.forEach((category) => slugs.add(category)));
    if (search.category) slugs.add(search.category);
    return [...slugs].sort();
  }, [query.data, search.category]);

  const total = query.data?.total ?? 0;
  const pages = pageCount(total);
  const searchTooShort = !!search.search && search.search.length < MIN_SEARCH_LENGTH;

  return (
    <CatalogShell>
      <CatalogToolbar
        search={search.search ?? ''}
        onSearchChange={(text) => setSearch({ search: text || undefined })}
        category={search.category}
        categories={categories}
        onCategoryChange={(category) => setSearch({ category })}
        layout={layout}
        onLayoutChange={(view) => setSearch({ view: view === 'grid' ? undefined : view }, { resetPage: false })}
      />
      {searchTooShort && <p className="-mt-4 text-sm text-stone-400">Type at least {MIN_SEARCH_LENGTH} characters to search.</p>}

      {query.isPending ? (
        <ProductGridSkeleton layout={layout} />
      ) : query.isError ? (
        <EmptyState title="Products could not be loaded" description={errorMessage(query.error)} />
      ) : query.data.products.length === 0 ? (
        <EmptyState
          icon={<PackageSearch className="size-6" />}
          title="No products found"
          description="Try adjusting your search or filter criteria."
        />
      ) : (
        <>
          <div
            data-testid="product-results"
            aria-busy={query.isPlaceholderData}
            className={cn(
              layout === 'grid' ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid gap-3',
              query.isPlaceholderData && 'opacity-60 transition-opacity',
            )}
          >
            {query.data.products.map((product) => (
              <CatalogProductCard key={product.id} product={product} layout={layout} state={state} />
            ))}
          </div>
          <Pagination
            page={Math.min(page, pages)}
            pageCount={pages}
            disabled={query.isPlaceholderData}
            totalLabel={`${total.toLocaleString('en-US')} ${total === 1 ? 'product' : 'products'}`}
            onPageChange={(next) => {
              setSearch({ page: next }, { resetPage: false });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </CatalogShell>
  );
}
