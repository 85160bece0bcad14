import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/utils';
import { formatDollars } from '@/lib/money';
import type { Product } from '../api/types';
import { categoryLabel } from '../lib/categories';
import { CARD_CATEGORY_LIMIT } from '../lib/format';
import { ProductImage } from '@/components/product-image';
import { OutOfStock, StateAvailability } from './state-availability';
import { ProductRatingBadge } from './product-rating-badge';

export type CatalogLayout = 'grid' | 'list';

interface CatalogProductCardProps {
  product: Product;
  layout: CatalogLayout;
  /** The address state the list was asked for, to show delivery and shipping for it. */
  state?: string;
  /** Among the first cards on screen: its image loads at once, with high priority. */
  priority?: boolean;
}

/** The specification's catalog card: brand badge, name, description, price and at most 2 categories. */
export function CatalogProductCard({ product, layout, state, priority }: CatalogProductCardProps) {
  const list = layout === 'list';
  return (
    <Link
      to="/products/$id"
      params={{ id: product.id }}
      data-testid="product-card"
      className={cn(
        'group flex overflow-hidden rounded-xl border border-border bg-surface/60 transition-colors hover:border-accent/60',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <ProductImage
        name={product.name}
        image={product.image}
        category={product.categories[0]}
        priority={priority}
        className={list ? 'size-28 shrink-0 sm:size-32' : 'aspect-square w-full'}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="w-fit rounded-full bg-accent/10 px-2 py-0.5 text-xs font-medium text-accent-light">{product.brand.name}</span>
        <h3 className="font-semibold text-ink-bright group-hover:text-accent-light">{product.name}</h3>
        <ProductRatingBadge product={product} />
        {product.description && <p className={cn('text-sm text-ink-muted', !list && 'line-clamp-2')}>{product.description}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <span className="text-lg font-semibold text-ink-bright">{formatDollars(product.price)}</span>
          {product.categories.slice(0, CARD_CATEGORY_LIMIT).map((category) => (
            <span key={category} className="rounded-full border border-border-strong px-2 py-0.5 text-xs text-ink-subtle">
              {categoryLabel(category)}
            </span>
          ))}
        </div>
        {product.available === false ? <OutOfStock compact /> : state && <StateAvailability product={product} state={state} compact />}
      </div>
    </Link>
  );
}
