import { createFileRoute, Link, notFound, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage, isApiError } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getDeliveryAddress, useDeliveryState } from '@/features/address';
import { useRecordReferralClick } from '@/features/checkout';
import {
  isProductId,
  ProductDetail,
  productQueryOptions,
  productRecommendationsQueryOptions,
  RelatedProducts,
  useProduct,
  useProductRecommendations,
} from '@/features/catalog';

interface ProductSearch {
  /** The creator whose pick led here (/products/{id}?utm_source={creatorId}), for attribution. */
  utm_source?: string;
}

export const Route = createFileRoute('/products/$id')({
  validateSearch: (raw: Record<string, unknown>): ProductSearch =>
    typeof raw.utm_source === 'string' && raw.utm_source.trim() ? { utm_source: raw.utm_source.trim().slice(0, 100) } : {},
  loader: async ({ context, params }) => {
    if (!isProductId(params.id)) throw notFound();
    const state = getDeliveryAddress()?.state;
    void context.queryClient.prefetchQuery(productRecommendationsQueryOptions(params.id, state));
    try {
      await context.queryClient.ensureQueryData(productQueryOptions(params.id, state));
    } catch (error) {
      if (isApiError(error, 404)) throw notFound();
      // Other failures are shown by the page from the same query.
    }
  },
  pendingComponent: ProductPageSkeleton,
  notFoundComponent: ProductNotFound,
  component: ProductPage,
});

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

function ProductPage() {
  const { id } = Route.useParams();
  const { utm_source: utmSource } = Route.useSearch();
  useRecordReferralClick(id, utmSource);
  const state = useDeliveryState();
  const product = useProduct(id, state);
  const recommendations = useProductRecommendations(id, state);

  if (product.isPending) return <ProductPageSkeleton />;
  if (product.isError) {
    if (isApiError(product.error, 404)) return <ProductNotFound />;
    return (
      <ProductPageFrame>
        <EmptyState title="This product could not be loaded" description={errorMessage(product.error)} />
      </ProductPageFrame>
    );
  }
  return (
    <ProductPageFrame>
      <ProductDetail product={product.data} state={state} />
      {recommendations.data && <RelatedProducts products={recommendations.data} />}
    </ProductPageFrame>
  );
}

function ProductPageSkeleton() {
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

function ProductNotFound() {
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
