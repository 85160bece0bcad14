import { createFileRoute } from '@tanstack/react-router';
import { BrandsPage, loadBrandList, parseBrandsSearch } from '@/features/brands';

export const Route = createFileRoute('/brands')({
  validateSearch: parseBrandsSearch,
  loaderDeps: ({ search }) => ({ filter: search.filter }),
  loader: ({ context, deps }) => loadBrandList(context.queryClient, deps.filter),
  component: BrandsRoute,
});

function BrandsRoute() {
  return <BrandsPage filter={Route.useSearch().filter} />;
}
