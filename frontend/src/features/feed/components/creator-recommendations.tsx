import { Link } from '@tanstack/react-router';
import { ProductImage } from '@/components/product-image';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/features/auth';
import { ProductFavoriteButton } from '@/features/favorites';
import type { Endorsement } from '../api/types';
import { DisclosureBadge } from './disclosure-badge';
import { formatDollars } from '@/lib/money';

/**
 * The creator's picks, each leading to the product with `utm_source` set to the
 * creator, so a purchase can be attributed to them. Hearts only for signed-in shoppers.
 */
export function CreatorRecommendations({ creatorId, endorsements }: { creatorId: string; endorsements: readonly Endorsement[] }) {
  const { user } = useCurrentUser();
  if (endorsements.length === 0) {
    return <EmptyState title="No recommendations yet" description="This creator hasn't shared any product recommendations yet." />;
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {endorsements.map(({ id, product, review, disclosure }) => (
        <div key={id} className="group relative" data-testid="creator-recommendation">
          <Link
            to="/products/$id"
            params={{ id: product.id }}
            search={{ utm_source: creatorId }}
            className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface/60 transition-colors hover:border-accent/60"
          >
            <ProductImage name={product.name} image={product.image} category={product.categories[0]} className="aspect-[4/3] w-full" />
            <div className="flex flex-1 flex-col gap-2 p-4">
              <DisclosureBadge disclosure={disclosure} />
              <h3 className="font-semibold group-hover:text-accent-light">{product.name}</h3>
              {review && <p className="text-sm text-ink-muted">“{review}”</p>}
              <p className="mt-auto pt-1 font-semibold">{formatDollars(product.price)}</p>
            </div>
          </Link>
          {user && <ProductFavoriteButton productId={product.id} productName={product.name} className="absolute top-3 right-3" />}
        </div>
      ))}
    </div>
  );
}
