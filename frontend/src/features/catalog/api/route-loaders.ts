import type { ProductSelection } from '@/api/generated/model';
import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import { getDeliveryAddress } from '@/features/address';
import { catalogQueryParams, isQueryableCategory, productPageParams, type CatalogSearch } from '../lib/catalog-search';
import { productQueryOptions, productRecommendationsQueryOptions } from './get-product';
import { ensureProductPage, homeFeaturedProductsParams, productPageQueryOptions } from './list-products';

/**
 * Route loaders of the catalog's pages: they fill the query cache with exactly what the pages
 * then ask for (same keys, for the saved address's state), so a page renders without a second
 * request.
 */

/** Starts the page's request without waiting: the page shows its 12 placeholder cards until it answers, also when paging. */
export function loadCatalogPage(queryClient: QueryClient, search: CatalogSearch): void {
  void ensureProductPage(queryClient, catalogQueryParams(search, getDeliveryAddress()?.state));
}

/** Starts the page's request without waiting: the page shows placeholders until it answers, also when paging or filtering. */
export function loadCategoryPage(queryClient: QueryClient, category: string, page: number, selection?: ProductSelection): void {
  if (!isQueryableCategory(category)) return;
  void ensureProductPage(queryClient, productPageParams({ category, page, selection, state: getDeliveryAddress()?.state }));
}

/** The product (404 → the route's not-found screen) and, without waiting, its recommendations. */
export async function loadProductDetail(queryClient: QueryClient, productId: string): Promise<void> {
  const state = getDeliveryAddress()?.state;
  void queryClient.prefetchQuery(productRecommendationsQueryOptions(productId, state));
  try {
    await queryClient.ensureQueryData(productQueryOptions(productId, state));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    // Other failures are shown by the page from the same query.
  }
}

/** For the home route's loader: starts the request without waiting (the section shows its own skeleton). */
export function prefetchPremiumSelections(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(productPageQueryOptions(homeFeaturedProductsParams(getDeliveryAddress()?.state)));
}

/** For the brand route's loader: starts the brand's page of products without waiting. */
export function prefetchBrandProducts(queryClient: QueryClient, brandId: string, page: number): void {
  void queryClient.prefetchQuery(productPageQueryOptions(productPageParams({ brandId, page, state: getDeliveryAddress()?.state })));
}
