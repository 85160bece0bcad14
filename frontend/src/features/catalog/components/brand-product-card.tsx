import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/product-image';
import type { Product } from '../api/types';
import { useProductPurchase } from '../api/use-product-purchase';
import { addToCartFulfillment, purchasableOptions } from '../lib/fulfillment';
import { cn } from '@/lib/utils';
import { formatDollars } from '@/lib/money';

/**
 * The specification's brand-page card: name, ABV and size, price, Available or Out of stock, and 'Buy Now'
 * (disabled when unavailable). 'Buy Now' opens the product page's single-product checkout, by delivery
 * when the product offers it, else by shipping.
 */
export function BrandProductCard({ product }: { product: Product }) {
  const purchase = useProductPurchase(product);
  const buyAs = product.available ? addToCartFulfillment(purchasableOptions(product)) : null;
  const details = [product.abv && `${product.abv} ABV`, product.size].filter(Boolean).join(' · ');
  return (
    <article
      data-testid="brand-product-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-surface/60 hover:border-accent/60"
    >
      <Link to="/products/$id" params={{ id: product.id }} className="flex flex-1 flex-col">
        <ProductImage name={product.name} image={product.image} category={product.categories[0]} className="aspect-square w-full" />
        <div className="flex flex-1 flex-col gap-1 p-4 pb-16">
          <h3 className="font-semibold group-hover:text-accent-light">{product.name}</h3>
          {details && <p className="text-sm text-ink-muted">{details}</p>}
          <div className="mt-auto flex items-center justify-between pt-2">
            <span className="text-lg font-semibold">{formatDollars(product.price)}</span>
            <span className={cn('text-xs font-medium', product.available ? 'text-success-light' : 'text-danger-light')}>
              {product.available ? 'Available' : 'Out of stock'}
            </span>
          </div>
        </div>
      </Link>
      <div className="absolute inset-x-4 bottom-4">
        <Button size="sm" className="w-full" disabled={!buyAs || purchase.isPending} onClick={() => buyAs && purchase.buy(buyAs)}>
          Buy Now
        </Button>
      </div>
    </article>
  );
}
