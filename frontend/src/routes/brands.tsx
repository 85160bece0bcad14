import { createFileRoute } from '@tanstack/react-router';
import { BrandFilterChips, BrandList, loadBrandList, parseBrandsSearch } from '@/features/brands';

export const Route = createFileRoute('/brands')({
  validateSearch: parseBrandsSearch,
  loaderDeps: ({ search }) => ({ filter: search.filter }),
  loader: ({ context, deps }) => loadBrandList(context.queryClient, deps.filter),
  component: BrandsPage,
});

function BrandsPage() {
  const { filter } = Route.useSearch();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Brands</h1>
        <p className="mt-2 text-stone-400">The distilleries, wineries and breweries our curators recommend.</p>
      </header>
      <BrandFilterChips active={filter} />
      <BrandList filter={filter} />
    </div>
  );
}
