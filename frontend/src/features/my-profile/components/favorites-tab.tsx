import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useFavoriteBrands, useFavoriteProducts } from '@/features/favorites';
import { formatDollars } from '@/lib/money';
import { AddToCollectionMenu } from './collections-tab';

/** The own profile's Favorites tab: the hearted products (each can go into a collection), then the hearted brands. */
export function FavoritesTab() {
  const products = useFavoriteProducts();
  const brands = useFavoriteBrands();
  return (
    <div className="grid grid-cols-1 gap-6">
      <QueryState
        query={products}
        pending={<Spinner className="py-10" />}
        error="Your favorite products could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<Heart className="size-6" />}
            title="No favorite products yet"
            description="Heart a product to keep it here."
          />
        }
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {data.map((product) => (
              <li
                key={product.id}
                className="rounded-xl border border-border p-3"
              >
                <Link
                  to="/products/$id"
                  params={{ id: product.productId }}
                  className="grid gap-2 hover:text-accent-light"
                >
                  {product.image && (
                    <img
                      src={product.image}
                      alt=""
                      className="aspect-square w-full rounded-lg bg-surface-raised object-cover"
                    />
                  )}
                  <span className="truncate text-sm font-medium">
                    {product.name}
                  </span>
                  <span className="text-xs text-ink-muted">
                    {formatDollars(product.price)}
                  </span>
                </Link>
                <div className="mt-2">
                  <AddToCollectionMenu productId={product.productId} productName={product.name} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <QueryState
        query={brands}
        pending={null}
        error="Your favorite brands could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={null}
      >
        {(data) => (
          <ul className="flex flex-wrap gap-2">
            {data.map((brand) => (
              <li key={brand.id}>
                <Link
                  to="/brand/$id"
                  params={{ id: brand.id }}
                  className="rounded-full border border-border px-3 py-1 text-sm hover:border-accent"
                >
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
