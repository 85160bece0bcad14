import { createFileRoute } from '@tanstack/react-router';
import { CategoryProductsPage, loadCategoryPage, parseCategorySearch, ProductPurchaseProvider } from '@/features/catalog';
import { useProductPurchaseActions } from '@/features/checkout';

export const Route = createFileRoute('/categories/$category')({
  validateSearch: parseCategorySearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, filter: search.filter }),
  loader: ({ context, params, deps }) => loadCategoryPage(context.queryClient, params.category, deps.page, deps.filter),
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  const { page = 1, filter } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductPurchaseProvider actions={useProductPurchaseActions}>
      <CategoryProductsPage
        category={category}
        page={page}
        selection={filter}
        onPageChange={(next) => navigate({ search: { ...(filter ? { filter } : {}), ...(next > 1 ? { page: next } : {}) } })}
        onSelectionChange={(next) => navigate({ search: next ? { filter: next } : {} })}
      />
    </ProductPurchaseProvider>
  );
}
