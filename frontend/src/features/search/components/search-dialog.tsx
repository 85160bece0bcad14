import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, Search, X } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { ProductDto, SearchBrandDto, SearchCreatorDto } from '@/api/generated/model';
import { Spinner } from '@/components/ui/spinner';
import { formatDollars } from '@/lib/money';
import { cn } from '@/lib/utils';
import { MIN_SEARCH_LENGTH, useShopSearch } from '../api/shop-search';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { pluralize } from '@/lib/text';

/** How long typing must pause before the results are asked for. */
const TYPING_PAUSE_MS = 150;

type SearchHit =
  | { kind: 'product'; key: string; product: ProductDto }
  | { kind: 'brand'; key: string; brand: SearchBrandDto }
  | { kind: 'creator'; key: string; creator: SearchCreatorDto }
  | { kind: 'all'; key: string };

const GROUPS = [
  { kind: 'product', title: 'Products' },
  { kind: 'brand', title: 'Brands' },
  { kind: 'creator', title: 'Curators' },
] as const;

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The header search: instant results grouped as products, brands and curators while the shopper
 * types, arrow keys to move and Enter to open one, and 'See all results' to /products?search=.
 * Full-screen on a phone, a centred panel from the small breakpoint up.
 */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-scrim/70 backdrop-blur-sm" />
        <DialogPrimitive.Content
          data-testid="search-dialog"
          aria-describedby={undefined}
          className={cn(
            'fixed inset-0 z-50 flex flex-col bg-surface text-ink',
            'sm:inset-auto sm:top-20 sm:left-1/2 sm:max-h-[70vh] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:rounded-xl sm:border sm:border-border sm:shadow-2xl sm:shadow-scrim/50',
          )}
        >
          <DialogPrimitive.Title className="sr-only">Search</DialogPrimitive.Title>
          {open && <SearchPanel onDone={() => onOpenChange(false)} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const results = useShopSearch(settled);
  const navigate = useNavigate();
  const listId = useId();
  const searchable = text.trim().length >= MIN_SEARCH_LENGTH;

  const hits = useMemo<SearchHit[]>(() => {
    if (!searchable || !results.data) return [];
    const data = results.data;
    return [
      ...data.products.map((product) => ({ kind: 'product' as const, key: `product-${product.id}`, product })),
      ...data.brands.map((brand) => ({ kind: 'brand' as const, key: `brand-${brand.id}`, brand })),
      ...data.creators.map((creator) => ({ kind: 'creator' as const, key: `creator-${creator.id}`, creator })),
      { kind: 'all' as const, key: 'all' },
    ];
  }, [results.data, searchable]);
  const activeIndex = Math.min(active, Math.max(hits.length - 1, 0));

  const open = (hit: SearchHit) => {
    onDone();
    if (hit.kind === 'product') void navigate({ to: '/products/$id', params: { id: hit.product.id } });
    if (hit.kind === 'brand') void navigate({ to: '/brand/$id', params: { id: hit.brand.id } });
    if (hit.kind === 'creator') void navigate({ to: '/creator/$handle', params: { handle: hit.creator.handle } });
    if (hit.kind === 'all') void navigate({ to: '/products', search: { search: text.trim() } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length) {
      event.preventDefault();
      setActive((activeIndex + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length) {
      event.preventDefault();
      setActive((activeIndex - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (hits[activeIndex]) open(hits[activeIndex]);
      else if (searchable) open({ kind: 'all', key: 'all' });
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const nothingFound = searchable && results.data && !results.isPlaceholderData && hits.length === 1;

  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4 py-3">
        <Search aria-hidden className="size-5 shrink-0 text-ink-muted" />
        <input
          autoFocus
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-label="Search products, brands and curators"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={hits.length ? optionId(activeIndex) : undefined}
          placeholder="Search products, brands and curators"
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-10 min-w-0 flex-1 bg-transparent text-base text-ink-bright outline-none placeholder:text-ink-muted"
        />
        {results.isFetching && searchable && <Spinner className="size-4" />}
        <DialogPrimitive.Close aria-label="Close search" className="rounded-sm p-1 text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-bright">
          <X className="size-5" />
        </DialogPrimitive.Close>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {!searchable && <p className="px-3 py-6 text-center text-sm text-ink-muted">Type at least {MIN_SEARCH_LENGTH} characters to search</p>}
        {searchable && results.isError && <p className="px-3 py-6 text-center text-sm text-danger">Search failed. Please try again.</p>}
        {nothingFound && <p className="px-3 py-6 text-center text-sm text-ink-muted">No results for “{text.trim()}”</p>}
        <div id={listId} role="listbox" aria-label="Search results">
          {GROUPS.map((group) => {
            const members = hits.flatMap((hit, index) => (hit.kind !== 'all' && hit.kind === group.kind ? [{ hit, index }] : []));
            if (!members.length) return null;
            return (
              <div key={group.kind} role="group" aria-label={group.title} className="mb-2">
                <p aria-hidden className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {group.title}
                </p>
                {members.map(({ hit, index }) => (
                  <SearchOption key={hit.key} id={optionId(index)} hit={hit} active={index === activeIndex} onHover={() => setActive(index)} onOpen={() => open(hit)} />
                ))}
              </div>
            );
          })}
          {hits.length > 0 && (
            <div
              id={optionId(hits.length - 1)}
              role="option"
              aria-selected={activeIndex === hits.length - 1}
              onMouseEnter={() => setActive(hits.length - 1)}
              className={cn('rounded-lg', activeIndex === hits.length - 1 && 'bg-surface-raised')}
            >
              <Link
                to="/products"
                search={{ search: text.trim() }}
                tabIndex={-1}
                onClick={onDone}
                className="flex items-center justify-between px-3 py-2.5 text-sm font-medium text-accent-bright"
              >
                See all results <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

interface SearchOptionProps {
  id: string;
  hit: Exclude<SearchHit, { kind: 'all' }>;
  active: boolean;
  onHover: () => void;
  onOpen: () => void;
}

function SearchOption({ id, hit, active, onHover, onOpen }: SearchOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      onMouseEnter={onHover}
      onClick={onOpen}
      className={cn('flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2', active && 'bg-surface-raised')}
    >
      {hit.kind === 'product' && (
        <>
          <Thumbnail src={hit.product.image} fallback={hit.product.name} contain />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-ink-bright">{hit.product.name}</span>
            <span className="block truncate text-xs text-ink-muted">{hit.product.brand.name}</span>
          </span>
          <span className="text-sm text-ink-subtle">{formatDollars(hit.product.price)}</span>
        </>
      )}
      {hit.kind === 'brand' && (
        <>
          <Thumbnail src={hit.brand.logo} fallback={hit.brand.name} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-ink-bright">{hit.brand.name}</span>
            <span className="block text-xs text-ink-muted">
              {pluralize(hit.brand.productCount, 'product')}
            </span>
          </span>
        </>
      )}
      {hit.kind === 'creator' && (
        <>
          <Thumbnail src={hit.creator.avatar} fallback={hit.creator.name ?? hit.creator.handle} round />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-ink-bright">{hit.creator.name ?? hit.creator.handle}</span>
            <span className="block truncate text-xs text-ink-muted">@{hit.creator.handle}</span>
          </span>
        </>
      )}
    </div>
  );
}

/** A 40 px picture beside a result (its name is written next to it, so no alt text); the initial when there is none. */
function Thumbnail({ src, fallback, round = false, contain = false }: { src: string | null; fallback: string; round?: boolean; contain?: boolean }) {
  const shape = round ? 'rounded-full' : 'rounded-md';
  if (src) {
    return <img src={src} alt="" width={40} height={40} className={cn('size-10 shrink-0 bg-surface-raised', contain ? 'object-contain' : 'object-cover', shape)} />;
  }
  return (
    <span aria-hidden className={cn('grid size-10 shrink-0 place-items-center bg-surface-raised text-sm font-semibold text-accent-light', shape)}>
      {fallback.slice(0, 1).toUpperCase()}
    </span>
  );
}
