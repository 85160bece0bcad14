import { Fragment, type ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { Pagination } from '@/components/ui/pagination';
import { useDeliveryState } from '@/features/address';
import { useProductPage } from '../api/list-products';
import type { Product } from '../api/types';
import { pageCount, productPageParams, type ProductPageRequest } from '../lib/catalog-search';
import { ProductGridSkeleton } from '@/components/product-grid-skeleton';

interface PagedProductsProps {
  /** Which products (a brand's, a category's) and which page; the address's state is added here. */
  request: Omit<ProductPageRequest, 'state'>;
  onPageChange: (page: number) => void;
  /** Placeholder cards while a page loads. */
  pendingCount: number;
  /** Shown when nothing matches. */
  empty: ReactNode;
  /** The card of one product, for the address's state (undefined without an address). */
  renderProduct: (product: Product, state: string | undefined) => ReactNode;
}

/** A page of products in the four-column grid with the pagination under it (brand and category pages). */
export function PagedProducts({ request, onPageChange, pendingCount, empty, renderProduct }: PagedProductsProps) {
  const state = useDeliveryState();
  const products = useProductPage(productPageParams({ ...request, state }));
  return (
    <QueryState
      query={products}
      pending={<ProductGridSkeleton count={pendingCount} />}
      error="Products could not be loaded"
      isEmpty={(data) => data.products.length === 0}
      empty={empty}
    >
      {(data) => (
        <>
          {/* Another page or filter on its way: placeholders, not the previous page's products. */}
          {products.isPlaceholderData ? (
            <ProductGridSkeleton count={pendingCount} />
          ) : (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {data.products.map((product) => (
                <Fragment key={product.id}>{renderProduct(product, state)}</Fragment>
              ))}
            </div>
          )}
          <Pagination page={request.page} pageCount={pageCount(data.total)} disabled={products.isPlaceholderData} onPageChange={onPageChange} />
        </>
      )}
    </QueryState>
  );
}
