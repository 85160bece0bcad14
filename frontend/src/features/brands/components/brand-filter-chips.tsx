import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils';
import { BRAND_FILTERS, type BrandFilter } from '../api/types';

/** The chips of /brands; each one is a link so the filter lives in the URL (`?filter=`). */
export function BrandFilterChips({ active }: { active: BrandFilter | undefined }) {
  return (
    <nav aria-label="Brand filters" className="flex flex-wrap gap-2">
      {BRAND_FILTERS.map((filter) => {
        const selected = filter.value === active;
        return (
          <Link
            key={filter.label}
            to="/brands"
            search={filter.value ? { filter: filter.value } : {}}
            aria-current={selected ? 'true' : undefined}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
              selected
                ? 'border-accent bg-accent text-on-accent'
                : 'border-border-strong text-ink-subtle hover:border-border-hover hover:text-ink-bright',
            )}
          >
            {filter.label}
          </Link>
        );
      })}
    </nav>
  );
}
