import { Link } from '@tanstack/react-router';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { StarRating } from '@/components/ui/star-rating';
import { formatDollars } from '@/lib/money';
import type { Product } from '../api/types';
import { useProductPurchase } from '../api/use-product-purchase';
import { categoryLabel } from '../lib/categories';
import { PRODUCT_DETAIL_STARS } from '../lib/format';
import { purchasableOptions } from '../lib/fulfillment';
import { ProductImage } from '@/components/product-image';
import { PurchaseOptions } from './purchase-options';
import { StateAvailability } from './state-availability';

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
        <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-400">
          <li>
            <Link to="/" className="hover:text-amber-300">
              Home
            </Link>
          </li>
          <ChevronRight aria-hidden className="size-4" />
          <li>
            <Link to="/brands" className="hover:text-amber-300">
              Brands
            </Link>
          </li>
          <ChevronRight aria-hidden className="size-4" />
          <li aria-current="page" className="text-stone-200">
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
          className="aspect-square w-full rounded-2xl border border-stone-800"
        />

        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap gap-2">
            {category && (
              <span className="rounded-full bg-amber-500/10 px-3 py-1 text-xs font-medium text-amber-300">{categoryLabel(category)}</span>
            )}
            {product.abv && (
              <span className="rounded-full border border-stone-700 px-3 py-1 text-xs text-stone-300">{product.abv} ABV</span>
            )}
          </div>
          <div>
            <Link to="/brand/$id" params={{ id: product.brand.id }} className="text-sm font-medium text-stone-400 hover:text-amber-300">
              {product.brand.name}
            </Link>
            <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{product.name}</h1>
          </div>
          <div className="flex flex-wrap items-baseline gap-3">
            <span className="text-3xl font-semibold">{formatDollars(product.price)}</span>
            {product.size && <span className="text-stone-400">{product.size}</span>}
          </div>
          <StarRating rating={PRODUCT_DETAIL_STARS} />
          {product.description && <p className="text-stone-300">{product.description}</p>}

          {state ? (
            <section aria-label={`Availability in ${state}`} className="rounded-xl border border-stone-800 bg-stone-900/60 p-4">
              <StateAvailability product={product} state={state} />
            </section>
          ) : (
            <p className="text-sm text-stone-400">
              Select your delivery address to see whether this product can be delivered or shipped to you.
            </p>
          )}

          <PurchaseOptions options={options} onBuy={purchase.buy} onAddToCart={purchase.addToCart} pending={purchase.isPending} />

          <p className="flex items-start gap-2 text-xs text-stone-400">
            <ShieldCheck aria-hidden className="size-4 shrink-0 text-emerald-400" />
            Secure checkout: you pay right here on Rounds, with no external redirects.
          </p>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        {product.variants.length > 0 && (
          <DetailSection title="Available Sizes">
            <ul className="grid gap-2">
              {product.variants.map((variant) => (
                <li key={`${variant.size}-${variant.price}`} className="flex items-start justify-between gap-4 rounded-lg bg-stone-900 p-3">
                  <div>
                    <p className="font-medium">{variant.size}</p>
                    {variant.description && <p className="text-sm text-stone-400">{variant.description}</p>}
                  </div>
                  <span className="font-semibold">{formatDollars(variant.price)}</span>
                </li>
              ))}
            </ul>
          </DetailSection>
        )}
        {product.ingredients && (
          <DetailSection title="Ingredients">
            <p className="text-stone-300">{product.ingredients}</p>
          </DetailSection>
        )}
        {product.abv && (
          <DetailSection title="Alcohol Content">
            <p className="text-stone-300">{product.abv} ABV</p>
          </DetailSection>
        )}
        <DetailSection title="Available Markets">
          {product.markets && product.markets.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {product.markets.map((market) => (
                <li key={market} className="rounded-md border border-stone-700 px-2 py-0.5 text-sm text-stone-300">
                  {market}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-stone-300">Every state where alcohol may be sold.</p>
          )}
        </DetailSection>
      </div>
    </article>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-stone-800 bg-stone-900/40 p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
