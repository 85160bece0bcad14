import { EmptyState } from '@/components/ui/empty-state';
import { BrandProductCard } from './brand-product-card';
import { PagedProducts } from './paged-products';

interface BrandProductsProps {
  brandId: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** The brand page's products, a page at a time (the brand page places this section under its hero). */
export function BrandProducts({ brandId, page, onPageChange }: BrandProductsProps) {
  return (
    <section aria-labelledby="brand-products-title" className="grid gap-5">
      <h2 id="brand-products-title" className="font-display text-2xl font-semibold">
        Products
      </h2>
      <PagedProducts
        request={{ brandId, page }}
        onPageChange={onPageChange}
        pendingCount={4}
        empty={<EmptyState title="No products available" />}
        renderProduct={(product) => <BrandProductCard product={product} />}
      />
    </section>
  );
}
