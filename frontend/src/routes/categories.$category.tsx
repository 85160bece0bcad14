import { createFileRoute } from '@tanstack/react-router';
import { CategoryProductsPage, loadCategoryPage, parsePageSearch, ProductPurchaseProvider } from '@/features/catalog';
import { useProductPurchaseActions } from '@/features/checkout';

export const Route = createFileRoute('/categories/$category')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => loadCategoryPage(context.queryClient, params.category, deps.page),
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  const page = Route.useSearch().page ?? 1;
  const navigate = Route.useNavigate();
  return (
    <ProductPurchaseProvider actions={useProductPurchaseActions}>
      <CategoryProductsPage category={category} page={page} onPageChange={(next) => navigate({ search: next > 1 ? { page: next } : {} })} />
    </ProductPurchaseProvider>
  );
}
