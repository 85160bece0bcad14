import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import { getDeliveryAddress } from '@/features/address';
import { productPageQueryOptions, productPageParams } from '@/features/catalog';
import { brandQueryOptions, brandsQueryOptions } from './brands';
import type { BrandFilter } from './types';

export async function loadBrandList(queryClient: QueryClient, filter: BrandFilter | undefined): Promise<void> {
  await queryClient.ensureQueryData(brandsQueryOptions(filter)).catch(() => undefined);
}

/** The brand (404 → the route's not-found screen) and, without waiting, the page of its products. */
export async function loadBrandPage(queryClient: QueryClient, brandId: string, page: number): Promise<void> {
  void queryClient.prefetchQuery(productPageQueryOptions(productPageParams({ brandId, page, state: getDeliveryAddress()?.state })));
  try {
    await queryClient.ensureQueryData(brandQueryOptions(brandId));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
  }
}
