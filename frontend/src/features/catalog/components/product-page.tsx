import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '@/api/fetcher';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeliveryState } from '@/features/address';
import { useProduct, useProductRecommendations } from '../api/get-product';
import { ProductDetail } from './product-detail';
import { RelatedProducts } from './related-products';

/** /products/{id}: the product for the chosen address's state, and 'You Might Also Like'. */
export function ProductPage({ productId }: { productId: string }) {
  const state = useDeliveryState();
  const product = useProduct(productId, state);
  const recommendations = useProductRecommendations(productId, state);

  return (
    <QueryState
      query={product}
      pending={<ProductPageSkeleton />}
      error={(error) =>
        isApiError(error, 404) ? (
          <ProductNotFound />
        ) : (
          <ProductPageFrame>
            <EmptyState title="This product could not be loaded" description={errorMessage(error)} />
          </ProductPageFrame>
        )
      }
    >
      {(data) => (
        <ProductPageFrame>
          <ProductDetail product={data} state={state} />
          {recommendations.data && <RelatedProducts products={recommendations.data} />}
        </ProductPageFrame>
      )}
    </QueryState>
  );
}

export function ProductPageSkeleton() {
  return (
    <ProductPageFrame>
      <div role="status" aria-label="Loading product" className="grid gap-10 lg:grid-cols-2">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="grid content-start gap-4">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </ProductPageFrame>
  );
}

export function ProductNotFound() {
  return (
    <ProductPageFrame>
      <EmptyState
        title="Product not found"
        description="The product you're looking for doesn't exist or has been removed."
        action={
          <Button asChild>
            <Link to="/products">Browse all products</Link>
          </Button>
        }
      />
    </ProductPageFrame>
  );
}

function ProductPageFrame({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <Button variant="ghost" size="sm" className="w-fit" onClick={() => router.history.back()}>
        <ArrowLeft aria-hidden /> Back
      </Button>
      {children}
    </div>
  );
}
