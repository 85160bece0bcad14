import { Link } from '@tanstack/react-router';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/utils';
import type { ProductSelection } from '@/api/generated/model';
import { CATEGORY_FILTERS, isQueryableCategory } from '../lib/catalog-search';
import { findCategoryPage, UNKNOWN_CATEGORY_TITLE } from '../lib/categories';
import { CategoryProductCard } from './category-product-card';
import { PagedProducts } from './paged-products';

interface CategoryProductsPageProps {
  category: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The chosen chip's selection (undefined: All), kept in the URL as ?filter=. */
  selection: ProductSelection | undefined;
  onSelectionChange: (selection: ProductSelection | undefined) => void;
}

/**
 * /categories/{category}: its title and description (or 'Unknown Category'), the filter chips (rules in
 * docs/decisions/catalog-and-search.md, "Ratings and selections") and its products.
 */
export function CategoryProductsPage({ category, page, onPageChange, selection, onSelectionChange }: CategoryProductsPageProps) {
  const categoryPage = findCategoryPage(category);

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <Link to="/categories" className="inline-flex w-fit items-center gap-1 text-sm text-ink-muted hover:text-accent-light">
        <ArrowLeft aria-hidden className="size-4" /> Back to Categories
      </Link>
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">{categoryPage?.title ?? UNKNOWN_CATEGORY_TITLE}</h1>
        {categoryPage && <p className="mt-2 text-ink-muted">{categoryPage.description}</p>}
      </header>
      <div role="group" aria-label="Filters" className="flex flex-wrap gap-2">
        {CATEGORY_FILTERS.map((chip) => (
          <button
            key={chip.label}
            type="button"
            aria-pressed={selection === chip.selection}
            onClick={() => onSelectionChange(chip.selection)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
              selection === chip.selection ? 'border-accent bg-accent text-on-accent' : 'border-border-strong text-ink-subtle hover:text-ink-bright',
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>
      {isQueryableCategory(category) ? <CategoryProducts category={category} page={page} selection={selection} onPageChange={onPageChange} /> : <NoProductsFound />}
    </div>
  );
}

function CategoryProducts({ category, page, selection, onPageChange }: Omit<CategoryProductsPageProps, 'onSelectionChange'>) {
  return (
    <PagedProducts
      request={{ category, page, selection }}
      onPageChange={onPageChange}
      pendingCount={8}
      empty={<NoProductsFound />}
      renderProduct={(product, state) => <CategoryProductCard product={product} state={state} />}
    />
  );
}

function NoProductsFound() {
  return <EmptyState icon={<PackageSearch className="size-6" />} title="No products found" description="Try adjusting your search or filter criteria." />;
}
