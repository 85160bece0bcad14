import type { QueryClient } from '@tanstack/react-query';
import { getDeliveryAddress } from '@/features/address';
import { productPageQueryOptions } from '@/features/catalog';
import { creatorsQueryOptions } from '@/features/creators';
import { featuredCohortsQueryOptions } from './cohorts';
import { HOME_FEATURED_CREATORS_PARAMS, homeFeaturedProductsParams } from './types';

/**
 * Starts the home page's three requests as early as the route knows it is coming. It does not wait
 * for them: each section shows its own skeleton and errors, so the page never waits for all three.
 */
export function prefetchHomePage(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(productPageQueryOptions(homeFeaturedProductsParams(getDeliveryAddress()?.state)));
  void queryClient.prefetchQuery(featuredCohortsQueryOptions());
  void queryClient.prefetchQuery(creatorsQueryOptions(HOME_FEATURED_CREATORS_PARAMS));
}
