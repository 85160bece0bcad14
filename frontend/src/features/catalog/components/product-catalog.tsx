import { PackageSearch } from 'lucide-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useDeliveryState } from '@/features/address';
import { formatCount } from '@/lib/number-format';
import { useProductPage } from '../api/list-products';
import {
  catalogCategoryOptions,
  catalogQueryParams,
  isSearchTooShort,
  MIN_SEARCH_LENGTH,
  nextCatalogSearch,
  pageCount,
  type CatalogSearch,
} from '../lib/catalog-search';
import { isFirstScreenImage } from '@/lib/images';
import { CatalogProductCard } from './catalog-product-card';
import { CatalogToolbar } from './catalog-toolbar';
import { ProductGridSkeleton } from '@/components/product-grid-skeleton';
import { pluralNoun } from '@/lib/text';

/** Moves the URL to the search the updater makes of the current one; `replace` while typing. */
export type CatalogSearchNavigate = (update: (previous: CatalogSearch) => CatalogSearch, options: { replace: boolean }) => void;

interface ProductCatalogProps {
  /** The URL's search, already parsed ({@link parseCatalogSearch}). */
  search: CatalogSearch;
  /** Should keep its identity between renders: the toolbar's debounce restarts when it changes. */
  onNavigate: CatalogSearchNavigate;
}

/** /products: the toolbar (search, category, layout), the results and their pages, all kept in the URL. */
export function ProductCatalog({ search, onNavigate }: ProductCatalogProps) {
  const state = useDeliveryState();
  const layout = search.view ?? 'grid';
  const page = search.page ?? 1;
  const query = useProductPage(catalogQueryParams(search, state));

  const setSearch = useCallback(
    (patch: Partial<CatalogSearch>, { resetPage }: { resetPage: boolean } = { resetPage: true }) =>
      onNavigate((previous) => nextCatalogSearch(previous, patch, { resetPage }), { replace: 'search' in patch }),
    [onNavigate],
  );
  const categories = useMemo(() => catalogCategoryOptions(query.data?.products ?? [], search.category), [query.data, search.category]);

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
      {isSearchTooShort(search.search) && (
        <p className="-mt-4 text-sm text-ink-muted">Type at least {MIN_SEARCH_LENGTH} characters to search.</p>
      )}

      <QueryState
        query={query}
        pending={<ProductGridSkeleton layout={layout} />}
        error="Products could not be loaded"
        isEmpty={(data) => data.products.length === 0}
        empty={
          <EmptyState icon={<PackageSearch className="size-6" />} title="No products found" description="Try adjusting your search or filter criteria." />
        }
      >
        {({ products, total }) => {
          const pages = pageCount(total);
          return (
            <>
              {/* Another page or filter on its way: 12 placeholder cards, not the previous page's products. */}
              {query.isPlaceholderData ? (
                <ProductGridSkeleton layout={layout} />
              ) : (
                <div
                  data-testid="product-results"
                  className={layout === 'grid' ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid gap-3'}
                >
                  {products.map((product, index) => (
                    <CatalogProductCard key={product.id} product={product} layout={layout} state={state} priority={isFirstScreenImage(index)} />
                  ))}
                </div>
              )}
              <Pagination
                page={Math.min(page, pages)}
                pageCount={pages}
                disabled={query.isPlaceholderData}
                totalLabel={`${formatCount(total)} ${pluralNoun(total, 'product')}`}
                onPageChange={(next) => {
                  setSearch({ page: next }, { resetPage: false });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          );
        }}
      </QueryState>
    </CatalogShell>
  );
}

/** What /products shows while its first page loads. */
export function ProductCatalogSkeleton() {
  return (
    <CatalogShell>
      <ProductGridSkeleton />
    </CatalogShell>
  );
}

function CatalogShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Product Catalog</h1>
        <p className="mt-2 text-ink-muted">Every spirit on Rounds, from our brands and curators.</p>
      </header>
      {children}
    </div>
  );
}
