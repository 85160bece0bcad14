import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getListProductsQueryKey, listProducts } from '@/api/generated/endpoints/catalog/catalog';
import type { ListProductsParams } from '@/api/generated/model';
import type { Product } from './types';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export interface ProductPage {
  products: Product[];
  /** Every product matching the filters, from the X-Total-Count header. */
  total: number;
}

/**
 * A page of the catalog with its total. The generated hook returns only the body, so this wraps
 * the generated call and reads the header; the key extends the generated one, so invalidating
 * `getListProductsQueryKey()` reaches these entries too.
 */
export const productPageQueryOptions = (params: ListProductsParams) =>
  queryOptions({
    queryKey: [...getListProductsQueryKey(params), 'page'] as const,
    queryFn: async ({ signal }): Promise<ProductPage> => {
      let total = Number.NaN;
      const products = await listProducts(
        params,
        { onResponseHeaders: (headers) => (total = Number(headers.get(TOTAL_COUNT_HEADER))) },
        signal,
      );
      return { products, total: Number.isFinite(total) ? total : products.length };
    },
  });

/** Keeps the previous page on screen while the next one loads, so paging does not flash a skeleton. */
export function useProductPage(params: ListProductsParams) {
  return useQuery({ ...productPageQueryOptions(params), placeholderData: keepPreviousData });
}

/**
 * For a route loader: the page's products are in the cache before the page renders. A failure is
 * left to the page, which shows it from the same query, rather than to a router error screen.
 */
export async function ensureProductPage(queryClient: QueryClient, params: ListProductsParams): Promise<void> {
  await queryClient.ensureQueryData(productPageQueryOptions(params)).catch(() => undefined);
}

/** The home page's Premium Selections show up to 3 featured products. */
const HOME_FEATURED_PRODUCTS = 3;

/** The featured subset, at most 3, for the shopper's state when an address is chosen. */
export function homeFeaturedProductsParams(state: string | undefined) {
  return { featured: true, limit: HOME_FEATURED_PRODUCTS, state };
}
