import { Link } from '@tanstack/react-router';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/utils';
import { isQueryableCategory } from '../lib/catalog-search';
import { findCategoryPage, UNKNOWN_CATEGORY_TITLE } from '../lib/categories';
import { CategoryProductCard } from './category-product-card';
import { PagedProducts } from './paged-products';

/** As specified, shown on every category page, but they do not filter. */
const DISPLAY_FILTERS = ['All', 'Premium', 'Craft', 'Limited Edition', 'Top Rated'] as const;

interface CategoryProductsPageProps {
  category: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** /categories/{category}: its title and description (or 'Unknown Category'), the display filters and its products. */
export function CategoryProductsPage({ category, page, onPageChange }: CategoryProductsPageProps) {
  const categoryPage = findCategoryPage(category);
  const [displayFilter, setDisplayFilter] = useState<(typeof DISPLAY_FILTERS)[number]>('All');

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
        {DISPLAY_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={displayFilter === filter}
            onClick={() => setDisplayFilter(filter)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
              displayFilter === filter ? 'border-accent bg-accent text-on-accent' : 'border-border-strong text-ink-subtle hover:text-ink-bright',
            )}
          >
            {filter}
          </button>
        ))}
      </div>
      {isQueryableCategory(category) ? <CategoryProducts category={category} page={page} onPageChange={onPageChange} /> : <NoProductsFound />}
    </div>
  );
}

function CategoryProducts({ category, page, onPageChange }: CategoryProductsPageProps) {
  return (
    <PagedProducts
      request={{ category, page }}
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
