import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { Product } from '../api/types';
import { pluralize } from '@/lib/text';

/** The curators' average rating and how many rated, on a product card; nothing for a product nobody rated. */
export function ProductRatingBadge({ product, className }: { product: Pick<Product, 'rating' | 'ratingCount'>; className?: string }) {
  if (product.rating === null) return null;
  const label = `Rated ${product.rating.toFixed(1)} out of 5 by ${pluralize(product.ratingCount, 'curator')}`;
  return (
    <span data-testid="product-rating" role="img" aria-label={label} title={label} className={cn('flex items-center gap-1 text-sm text-ink-subtle', className)}>
      <Star aria-hidden className="size-4 fill-accent-bright text-accent-bright" />
      <span aria-hidden>
        {product.rating.toFixed(1)} <span className="text-ink-muted">({product.ratingCount})</span>
      </span>
    </span>
  );
}
