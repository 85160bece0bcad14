import { Link } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDollars } from '@/lib/money';
import type { Product } from '../api/types';
import { useProductPurchase } from '../api/use-product-purchase';
import { categoryLabel } from '../lib/categories';
import { addToCartFulfillment, purchasableOptions } from '../lib/fulfillment';
import { ProductImage } from '@/components/product-image';
import { OutOfStock, StateAvailability } from './state-availability';
import { ProductRatingBadge } from './product-rating-badge';

/** A category-page card; 'Add to Cart' adds one, by delivery when offered, else by shipping. */
export function CategoryProductCard({ product, state }: { product: Product; state?: string }) {
  const purchase = useProductPurchase(product, 'category');
  const addAs = addToCartFulfillment(purchasableOptions(product));
  return (
    <article
      data-testid="category-product-card"
      className="group flex flex-col overflow-hidden rounded-xl border border-border bg-surface/60 hover:border-accent/60"
    >
      <Link to="/products/$id" params={{ id: product.id }} className="flex flex-1 flex-col">
        <ProductImage name={product.name} image={product.image} category={product.categories[0]} className="aspect-square w-full" />
        <div className="flex flex-1 flex-col gap-1 p-4">
          <span className="text-xs text-accent-light">{product.brand.name}</span>
          <h3 className="font-semibold group-hover:text-accent-light">{product.name}</h3>
          <ProductRatingBadge product={product} />
          {product.description && <p className="line-clamp-2 text-sm text-ink-muted">{product.description}</p>}
          <div className="mt-auto flex items-center justify-between pt-2">
            <span className="text-lg font-semibold">{formatDollars(product.price)}</span>
            {product.categories[0] && <span className="text-xs text-ink-muted">{categoryLabel(product.categories[0])}</span>}
          </div>
          {product.available === false ? <OutOfStock compact /> : state && <StateAvailability product={product} state={state} compact />}
        </div>
      </Link>
      <div className="p-4 pt-0">
        <Button
          size="sm"
          variant="outline"
          className="w-full"
          disabled={!addAs || purchase.isPending}
          onClick={() => addAs && purchase.addToCart(addAs)}
        >
          <ShoppingCart aria-hidden />
          {addAs ? 'Add to Cart' : 'Currently Unavailable'}
        </Button>
      </div>
    </article>
  );
}
