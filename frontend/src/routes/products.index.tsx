import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadCatalogPage, parseCatalogSearch, ProductCatalog, ProductCatalogSkeleton, type CatalogSearchNavigate } from '@/features/catalog';

export const Route = createFileRoute('/products/')({
  validateSearch: parseCatalogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadCatalogPage(context.queryClient, deps),
  pendingComponent: ProductCatalogSkeleton,
  component: ProductsPage,
});

function ProductsPage() {
  const navigate = Route.useNavigate();
  const onNavigate = useCallback<CatalogSearchNavigate>((update, { replace }) => navigate({ search: update, replace }), [navigate]);
  return <ProductCatalog search={Route.useSearch()} onNavigate={onNavigate} />;
}
