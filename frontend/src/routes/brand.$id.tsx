import { createFileRoute } from '@tanstack/react-router';
import { BrandNotFound, BrandPage, loadBrandPage } from '@/features/brands';
import { BrandProducts, parsePageSearch, prefetchBrandProducts, ProductPurchaseProvider } from '@/features/catalog';
import { parseReferralSearch, useProductPurchaseActions } from '@/features/checkout';
import { parseUuidIdParams } from '@/lib/route-params';

export const Route = createFileRoute('/brand/$id')({
  params: { parse: parseUuidIdParams },
  // A shared profile's brand link carries its utm parameters.
  validateSearch: (raw: Record<string, unknown>) => ({ ...parsePageSearch(raw), ...parseReferralSearch(raw) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => {
    prefetchBrandProducts(context.queryClient, params.id, deps.page);
    return loadBrandPage(context.queryClient, params.id);
  },
  notFoundComponent: BrandNotFound,
  component: BrandRoute,
});

function BrandRoute() {
  const { id } = Route.useParams();
  const page = Route.useSearch().page ?? 1;
  const navigate = Route.useNavigate();
  return (
    <ProductPurchaseProvider actions={useProductPurchaseActions}>
      <BrandPage
        brandId={id}
        products={<BrandProducts brandId={id} page={page} onPageChange={(next) => navigate({ search: next > 1 ? { page: next } : {} })} />}
      />
    </ProductPurchaseProvider>
  );
}
