import { Link } from '@tanstack/react-router';
import { formatDollars } from '@/lib/money';
import type { Product } from '../api/types';
import { categoryLabel } from '../lib/categories';
import { ProductFavoriteButton } from '@/features/favorites';
import { ProductImage } from '@/components/product-image';
import { ProductRatingBadge } from './product-rating-badge';

/** The specification's home card: image or emoji, category, the curators' average rating (none when unrated), price, description, heart. */
export function FeaturedProductCard({ product }: { product: Product }) {
  const category = product.categories[0];
  return (
    <div data-testid="featured-product-card" className="group relative">
      <Link
        to="/products/$id"
        params={{ id: product.id }}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface/60 transition-colors hover:border-accent/60"
      >
        <ProductImage name={product.name} image={product.image} category={category} className="aspect-[4/3] w-full" />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <div className="flex items-center justify-between text-sm">
            {category && <span className="font-medium text-accent-light">{categoryLabel(category)}</span>}
            <ProductRatingBadge product={product} />
          </div>
          <h3 className="text-lg font-semibold text-ink-bright group-hover:text-accent-light">{product.name}</h3>
          {product.description && <p className="line-clamp-2 text-sm text-ink-muted">{product.description}</p>}
          <p className="mt-auto pt-2 text-xl font-semibold text-ink-bright">{formatDollars(product.price)}</p>
        </div>
      </Link>
      {/* A sibling of the link, not inside it: a button may not sit within an anchor. */}
      <ProductFavoriteButton productId={product.id} productName={product.name} className="absolute top-3 right-3" />
    </div>
  );
}
