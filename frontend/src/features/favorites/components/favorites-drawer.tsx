import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { Heart, ShoppingCart, Trash2, X } from 'lucide-react';
import type { FavoriteBrandDto, FavoriteProductDto } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { FulfillmentType } from '@/lib/fulfillment';
import { formatDollars } from '@/lib/money';
import { useBrandFavorite, useFavoriteBrands } from '../api/brand-favorites';
import { useFavoriteProducts, useProductFavorite } from '../api/product-favorites';

/** Adds one of a product to the cart (the checkout feature's hook, handed in by the app shell). */
export interface AddFavoriteToCart {
  addToCart: (item: { productId: string; fulfillmentType: FulfillmentType }) => void;
  isPending: boolean;
}

interface FavoritesDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  useAddToCart: () => AddFavoriteToCart;
}

/** The signed-in shopper's favorite products (add to cart, remove) and brands (open, remove), newest first. */
export function FavoritesDrawer({ open, onOpenChange, useAddToCart }: FavoritesDrawerProps) {
  const products = useFavoriteProducts();
  const brands = useFavoriteBrands();
  const cart = useAddToCart();
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-scrim/70" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-border bg-canvas text-ink shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-border px-5 py-4">
            <DialogPrimitive.Title className="flex items-center gap-2 font-display text-xl font-semibold">
              <Heart aria-hidden className="size-5 fill-accent-bright text-accent-bright" /> Your Favorites
            </DialogPrimitive.Title>
            <DialogPrimitive.Close aria-label="Close favorites" className="rounded-sm p-1 text-ink-muted hover:text-ink">
              <X className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] content-start gap-6 overflow-y-auto p-5">
            <section aria-labelledby="favorite-products-title" className="grid grid-cols-[minmax(0,1fr)] gap-3">
              <h3 id="favorite-products-title" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
                Products
              </h3>
              <QueryState
                query={products}
                pending={<RowsSkeleton />}
                error="Favorites could not be loaded"
                isEmpty={(data) => data.length === 0}
                empty={<EmptyState title="No favorite products yet" description="Tap the heart on a product to keep it here." />}
              >
                {(data) => (
                  <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
                    {data.map((product) => (
                      <FavoriteProductRow key={product.id} product={product} cart={cart} onOpenProduct={close} />
                    ))}
                  </ul>
                )}
              </QueryState>
            </section>
            <section aria-labelledby="favorite-brands-title" className="grid grid-cols-[minmax(0,1fr)] gap-3">
              <h3 id="favorite-brands-title" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
                Brands
              </h3>
              <QueryState
                query={brands}
                pending={<RowsSkeleton />}
                error="Favorites could not be loaded"
                isEmpty={(data) => data.length === 0}
                empty={<EmptyState title="No favorite brands yet" description="Tap the heart on a brand to keep it here." />}
              >
                {(data) => (
                  <ul className="grid grid-cols-[minmax(0,1fr)] gap-3">
                    {data.map((brand) => (
                      <FavoriteBrandRow key={brand.id} brand={brand} onOpenBrand={close} />
                    ))}
                  </ul>
                )}
              </QueryState>
            </section>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function FavoriteProductRow({ product, cart, onOpenProduct }: { product: FavoriteProductDto; cart: AddFavoriteToCart; onOpenProduct: () => void }) {
  const favorite = useProductFavorite(product.id);
  // As on category pages: delivery when offered, else shipping.
  const fulfillmentType: FulfillmentType | null = !product.available ? null : product.deliveryAvailable ? 'delivery' : product.shippingAvailable ? 'shipping' : null;
  return (
    <li data-testid="favorite-product" className="flex items-center gap-3 rounded-xl border border-border bg-surface/60 p-3">
      <Picture src={product.image} />
      <div className="min-w-0 flex-1">
        <Link to="/products/$id" params={{ id: product.id }} onClick={onOpenProduct} className="block truncate font-medium text-ink-bright hover:text-accent-light">
          {product.name}
        </Link>
        <p className="text-sm text-ink-subtle">{formatDollars(product.price)}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!fulfillmentType || cart.isPending}
            onClick={() => fulfillmentType && cart.addToCart({ productId: product.id, fulfillmentType })}
          >
            <ShoppingCart aria-hidden />
            {fulfillmentType ? 'Add to Cart' : 'Currently Unavailable'}
          </Button>
          <Button size="sm" variant="outline" disabled={favorite.isPending} onClick={favorite.toggle} aria-label={`Remove ${product.name} from favorites`}>
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      </div>
    </li>
  );
}

function FavoriteBrandRow({ brand, onOpenBrand }: { brand: FavoriteBrandDto; onOpenBrand: () => void }) {
  const favorite = useBrandFavorite(brand.id);
  return (
    <li data-testid="favorite-brand" className="flex items-center gap-3 rounded-xl border border-border bg-surface/60 p-3">
      <Picture src={brand.logo} />
      <div className="min-w-0 flex-1">
        <Link to="/brand/$id" params={{ id: brand.id }} onClick={onOpenBrand} className="block truncate font-medium text-ink-bright hover:text-accent-light">
          {brand.name}
        </Link>
        {brand.blurb && <p className="line-clamp-1 text-sm text-ink-subtle">{brand.blurb}</p>}
      </div>
      <Button size="sm" variant="outline" disabled={favorite.isPending} onClick={favorite.toggle} aria-label={`Remove ${brand.name} from favorites`}>
        <Trash2 aria-hidden /> Remove
      </Button>
    </li>
  );
}

/** The product's or brand's picture (its name is beside it, so no alt text). */
function Picture({ src }: { src: string | null }) {
  if (!src) return <span aria-hidden className="size-16 shrink-0 rounded-lg bg-surface-raised" />;
  return <img src={src} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg bg-surface-raised object-contain" />;
}

function RowsSkeleton() {
  return (
    <div role="status" aria-label="Loading favorites" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {[0, 1].map((row) => (
        <Skeleton key={row} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}
