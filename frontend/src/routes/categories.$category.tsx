import { createFileRoute } from '@tanstack/react-router';
import { CategoryProductsPage, loadCategoryPage, parsePageSearch } from '@/features/catalog';

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
  return <CategoryProductsPage category={category} page={page} onPageChange={(next) => navigate({ search: next > 1 ? { page: next } : {} })} />;
}
