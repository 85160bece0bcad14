import { createFileRoute } from '@tanstack/react-router';
import { loadProductDetail, ProductNotFound, ProductPage, ProductPageSkeleton, ProductPurchaseProvider } from '@/features/catalog';
import { parseReferralSearch, useProductPurchaseActions, useRecordReferralClick } from '@/features/checkout';
import { parseUuidIdParams } from '@/lib/route-params';

export const Route = createFileRoute('/products/$id')({
  params: { parse: parseUuidIdParams },
  // A creator's link: /products/{id}?utm_source={creator}, for attribution.
  validateSearch: parseReferralSearch,
  loader: ({ context, params }) => loadProductDetail(context.queryClient, params.id),
  pendingComponent: ProductPageSkeleton,
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  useRecordReferralClick(id, Route.useSearch().utm_source);
  return (
    <ProductPurchaseProvider actions={useProductPurchaseActions}>
      <ProductPage productId={id} />
    </ProductPurchaseProvider>
  );
}
