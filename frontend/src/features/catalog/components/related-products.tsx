import { Link } from '@tanstack/react-router';
import { formatDollars } from '@/lib/money';
import type { ProductCardData } from '../api/types';
import { truncate } from '@/lib/text';
import { RELATED_DESCRIPTION_LENGTH } from '../lib/format';
import { ProductImage } from '@/components/product-image';

/** The specification's 'You Might Also Like': name, description cut to 80 characters, price. */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products-title" className="grid gap-5">
      <h2 id="related-products-title" className="font-display text-2xl font-semibold">
        You Might Also Like
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <Link
            key={product.id}
            to="/products/$id"
            params={{ id: product.id }}
            data-testid="related-product"
            className="group flex flex-col overflow-hidden rounded-xl border border-border bg-surface/60 hover:border-accent/60"
          >
            <ProductImage name={product.name} image={product.image} category={product.categories[0]} className="aspect-[4/3] w-full" />
            <div className="flex flex-1 flex-col gap-1 p-4">
              <h3 className="font-semibold group-hover:text-accent-light">{product.name}</h3>
              {product.description && <p className="text-sm text-ink-muted">{truncate(product.description, RELATED_DESCRIPTION_LENGTH)}</p>}
              <p className="mt-auto pt-2 font-semibold">{formatDollars(product.price)}</p>
            </div>
          </Link>
        ))}
      </div>
    </section>
  );
}
