import { Link, useNavigate } from '@tanstack/react-router';
import { ProductGridSkeleton } from '@/components/product-grid-skeleton';
import { ProductImage } from '@/components/product-image';
import { EmptyState } from '@/components/ui/empty-state';
import { HeartButton } from '@/components/ui/heart-button';
import { useCurrentUser } from '@/features/auth';
import { ProductFavoriteButton } from '@/features/favorites';
import { formatDollars } from '@/lib/money';
import { useProductPage } from '../api/list-products';

/** 24 products to heart, 8 placeholders while they load. */
const DISCOVER_COUNT = 24;
const DISCOVER_PLACEHOLDERS = 8;

/** The taste profile's 'Discover and Heart Products': the newest products, each with a heart. */
export function DiscoverProducts() {
  const query = useProductPage({ limit: DISCOVER_COUNT });
  return (
    <section aria-labelledby="discover-products" className="grid gap-4">
      <h2 id="discover-products" className="font-display text-2xl font-semibold">
        Discover and Heart Products
      </h2>
      {query.isPending ? (
        <ProductGridSkeleton count={DISCOVER_PLACEHOLDERS} />
      ) : query.isError ? (
        <EmptyState title="Products are unavailable" description="We couldn't load products. Please try again." />
      ) : (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {query.data.products.map((product) => (
            <div key={product.id} className="group relative" data-testid="discover-product">
              <Link
                to="/products/$id"
                params={{ id: product.id }}
                className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface/60 transition-colors hover:border-accent/60"
              >
                <ProductImage name={product.name} image={product.image} category={product.categories[0]} className="aspect-square w-full" />
                <div className="flex flex-1 flex-col gap-1 p-3">
                  <p className="text-xs text-ink-muted">{product.brand?.name}</p>
                  <h3 className="text-sm font-semibold group-hover:text-accent-light">{product.name}</h3>
                  <p className="mt-auto text-sm font-semibold">{formatDollars(product.price)}</p>
                </div>
              </Link>
              <TasteHeart productId={product.id} productName={product.name} className="absolute top-2 right-2" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** On the taste profile, hearting while signed out goes to /auth. */
function TasteHeart({ productId, productName, className }: { productId: string; productName: string; className?: string }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  if (user) return <ProductFavoriteButton productId={productId} productName={productName} className={className} />;
  return <HeartButton label={`Add ${productName} to favorites`} onClick={() => void navigate({ to: '/auth' })} className={className} />;
}
