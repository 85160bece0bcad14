import { Link } from '@tanstack/react-router';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { StarRating } from '@/components/ui/star-rating';
import { formatDollars } from '@/lib/money';
import type { Product } from '../api/types';
import { useProductPurchase } from '../api/use-product-purchase';
import { categoryLabel } from '../lib/categories';
import { purchasableOptions } from '../lib/fulfillment';
import { ProductImage } from '@/components/product-image';
import { PurchaseOptions } from './purchase-options';
import { StateAvailability } from './state-availability';
import { pluralize } from '@/lib/text';

interface ProductDetailProps {
  product: Product;
  /** The address state the product was asked for; undefined when no address is chosen. */
  state?: string;
}

export function ProductDetail({ product, state }: ProductDetailProps) {
  const purchase = useProductPurchase(product);
  const category = product.categories[0];
  const options = purchasableOptions(product);

  return (
    <article className="grid gap-10">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
          <li>
            <Link to="/" className="hover:text-accent-light">
              Home
            </Link>
          </li>
          <ChevronRight aria-hidden className="size-4" />
          <li>
            <Link to="/brands" className="hover:text-accent-light">
              Brands
            </Link>
          </li>
          <ChevronRight aria-hidden className="size-4" />
          <li aria-current="page" className="text-ink-soft">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="grid gap-10 lg:grid-cols-2">
        <ProductImage
          name={product.name}
          image={product.image}
          imageDescription={product.imageDescription}
          category={category}
          priority
          className="aspect-square w-full rounded-2xl border border-border"
        />

        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap gap-2">
            {category && (
              <span className="rounded-full bg-accent/10 px-3 py-1 text-xs font-medium text-accent-light">{categoryLabel(category)}</span>
            )}
            {product.abv && (
              <span className="rounded-full border border-border-strong px-3 py-1 text-xs text-ink-subtle">{product.abv} ABV</span>
            )}
          </div>
          <div>
            <Link to="/brand/$id" params={{ id: product.brand.id }} className="text-sm font-medium text-ink-muted hover:text-accent-light">
              {product.brand.name}
            </Link>
            <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{product.name}</h1>
          </div>
          <div className="flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-semibold">{formatDollars(product.price)}</span>
            {product.size && <span className="text-ink-muted">{product.size}</span>}
          </div>
          {product.rating !== null ? (
            <div data-testid="product-rating" className="flex items-center gap-2">
              <StarRating rating={product.rating} />
              <span className="text-sm text-ink-muted">
                {pluralize(product.ratingCount, 'curator rating')}
              </span>
            </div>
          ) : (
            <p data-testid="product-rating" className="text-sm text-ink-muted">
              No curator ratings yet
            </p>
          )}
          {product.description && <p className="text-ink-subtle">{product.description}</p>}

          {state ? (
            <section aria-label={`Availability in ${state}`} className="rounded-xl border border-border bg-surface/60 p-4">
              <StateAvailability product={product} state={state} />
            </section>
          ) : (
            <p className="text-sm text-ink-muted">
              Select your delivery address to see whether this product can be delivered or shipped to you.
            </p>
          )}

          <PurchaseOptions options={options} onBuy={purchase.buy} onAddToCart={purchase.addToCart} pending={purchase.isPending} />

          <p className="flex items-start gap-2 text-xs text-ink-muted">
            <ShieldCheck aria-hidden className="size-4 shrink-0 text-success-bright" />
            Secure checkout: you pay right here on Rounds, with no external redirects.
          </p>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        {product.variants.length > 0 && (
          <DetailSection title="Available Sizes">
            <ul className="grid gap-2">
              {product.variants.map((variant) => (
                <li key={`${variant.size}-${variant.price}`} className="flex items-start justify-between gap-4 rounded-lg bg-surface p-3">
                  <div>
                    <p className="font-medium">{variant.size}</p>
                    {variant.description && <p className="text-sm text-ink-muted">{variant.description}</p>}
                  </div>
                  <span className="font-semibold">{formatDollars(variant.price)}</span>
                </li>
              ))}
            </ul>
          </DetailSection>
        )}
        {product.ingredients && (
          <DetailSection title="Ingredients">
            <p className="text-ink-subtle">{product.ingredients}</p>
          </DetailSection>
        )}
        {product.abv && (
          <DetailSection title="Alcohol Content">
            <p className="text-ink-subtle">{product.abv} ABV</p>
          </DetailSection>
        )}
        <DetailSection title="Available Markets">
          {product.markets && product.markets.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {product.markets.map((market) => (
                <li key={market} className="rounded-md border border-border-strong px-2 py-0.5 text-sm text-ink-subtle">
                  {market}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-subtle">Every state where alcohol may be sold.</p>
          )}
        </DetailSection>
      </div>
    </article>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-surface/40 p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
