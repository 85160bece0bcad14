import type { BrandFilter } from '../api/types';
import { BrandFilterChips } from './brand-filter-chips';
import { BrandList } from './brand-list';

/** /brands: the brands our curators recommend, filtered by kind. */
export function BrandsPage({ filter }: { filter: BrandFilter | undefined }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Brands</h1>
        <p className="mt-2 text-ink-muted">The distilleries, wineries and breweries our curators recommend.</p>
      </header>
      <BrandFilterChips active={filter} />
      <BrandList filter={filter} />
    </div>
  );
}
