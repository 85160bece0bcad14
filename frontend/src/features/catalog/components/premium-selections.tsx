import { Store } from 'lucide-react';
import { QueryState } from '@/components/query-state';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useDeliveryState } from '@/features/address';
import { homeFeaturedProductsParams, useProductPage } from '../api/list-products';
import { FeaturedProductCard } from './featured-product-card';
import { HomeSection } from '@/components/home-section';

/** The specification's 'Premium Selections': up to 3 featured products, for the chosen address's state. */
export function PremiumSelections() {
  const state = useDeliveryState();
  const featured = useProductPage(homeFeaturedProductsParams(state));
  return (
    <HomeSection
      id="premium-selections"
      title="Premium Selections"
      subtitle="Featured bottles our curators love"
      viewAll={{ to: '/products', label: 'View All Products' }}
    >
      <QueryState
        query={featured}
        pending={<CardGridSkeleton count={3} className="h-96 rounded-2xl" />}
        error="Featured products could not be loaded"
        isEmpty={(data) => data.products.length === 0}
        empty={<EmptyState icon={<Store className="size-6" />} title="No Featured Products" />}
      >
        {(data) => (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.products.map((product) => (
              <FeaturedProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </QueryState>
    </HomeSection>
  );
}
