import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { categoryEmoji } from '@/lib/category-emoji';
import { CATEGORY_PAGES, featuredCategoryPages } from '../lib/categories';

/** /categories: every category, the featured ones as cards, and links to shop by curator or brand. */
export function CategoriesPage() {
  const featured = featuredCategoryPages();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10">
      <header>
        <h1 className="font-display text-4xl font-semibold tracking-tight">Categories</h1>
        <p className="mt-2 text-ink-muted">Find your next bottle by what you love to drink.</p>
      </header>

      <nav aria-label="All categories" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex w-max gap-1 rounded-lg bg-surface-raised/70 p-1">
          {CATEGORY_PAGES.map((category) => (
            <li key={category.slug}>
              <Link
                to="/categories/$category"
                params={{ category: category.slug }}
                className="block rounded-md px-4 py-1.5 text-sm font-medium whitespace-nowrap text-ink-subtle hover:bg-canvas hover:text-accent-light"
              >
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="featured-categories-title" className="grid gap-5">
        <h2 id="featured-categories-title" className="font-display text-2xl font-semibold">
          Featured Categories
        </h2>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((category) => (
            <Link
              key={category.slug}
              to="/categories/$category"
              params={{ category: category.slug }}
              data-testid="featured-category"
              className="group flex flex-col gap-3 rounded-2xl border border-border bg-surface/60 p-6 hover:border-accent/60"
            >
              <span aria-hidden className="text-5xl">
                {categoryEmoji(category.slug)}
              </span>
              <h3 className="text-xl font-semibold group-hover:text-accent-light">{category.title}</h3>
              <p className="text-sm text-ink-muted">{category.description}</p>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-accent-bright">
                Shop {category.title} <ArrowRight aria-hidden className="size-4" />
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section className="grid gap-5 sm:grid-cols-2">
        <Link to="/creators" className="group rounded-2xl border border-border bg-surface/60 p-6 hover:border-accent/60">
          <h2 className="text-xl font-semibold group-hover:text-accent-light">Shop by Curator</h2>
          <p className="mt-1 text-sm text-ink-muted">Picks from the experts you trust.</p>
        </Link>
        <Link to="/brands" className="group rounded-2xl border border-border bg-surface/60 p-6 hover:border-accent/60">
          <h2 className="text-xl font-semibold group-hover:text-accent-light">Shop by Brand</h2>
          <p className="mt-1 text-sm text-ink-muted">Distilleries, wineries and breweries we love.</p>
        </Link>
      </section>
    </div>
  );
}
