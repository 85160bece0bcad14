import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { categoryLabel } from '../lib/categories';
import type { CatalogLayout } from './catalog-product-card';

/** Typing waits this long before the URL (and the query) follows, so each key is not a request. */
const SEARCH_DEBOUNCE_MS = 300;

interface CatalogToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  category: string | undefined;
  categories: readonly string[];
  onCategoryChange: (category: string | undefined) => void;
  layout: CatalogLayout;
  onLayoutChange: (layout: CatalogLayout) => void;
}

export function CatalogToolbar(props: CatalogToolbarProps) {
  const { search, onSearchChange, category, categories, onCategoryChange, layout, onLayoutChange } = props;
  const [draft, setDraft] = useState(search);

  // The URL is the source of truth: back/forward or a link may change the search under us.
  useEffect(() => setDraft(search), [search]);

  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => onSearchChange(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, onSearchChange]);

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint" />
        <Input
          type="search"
          aria-label="Search products"
          placeholder="Search products..."
          className="pl-9"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearchChange(draft.trim());
          }}
        />
      </div>
      <select
        aria-label="Category"
        className="h-10 rounded-md border border-border-strong bg-surface px-3 text-sm text-ink focus-visible:border-accent focus-visible:outline-none"
        value={category ?? ''}
        onChange={(event) => onCategoryChange(event.target.value || undefined)}
      >
        <option value="">All Categories</option>
        {categories.map((slug) => (
          <option key={slug} value={slug}>
            {categoryLabel(slug)}
          </option>
        ))}
      </select>
      <div role="group" aria-label="View" className="flex rounded-md border border-border-strong p-0.5">
        <LayoutButton active={layout === 'grid'} label="Grid view" onClick={() => onLayoutChange('grid')}>
          <LayoutGrid aria-hidden className="size-4" />
        </LayoutButton>
        <LayoutButton active={layout === 'list'} label="List view" onClick={() => onLayoutChange('list')}>
          <List aria-hidden className="size-4" />
        </LayoutButton>
      </div>
    </div>
  );
}

function LayoutButton({ active, label, onClick, children }: { active: boolean; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded text-ink-muted transition-colors hover:text-ink',
        active && 'bg-surface-raised text-accent-light',
      )}
    >
      {children}
    </button>
  );
}
