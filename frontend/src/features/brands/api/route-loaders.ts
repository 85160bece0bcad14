import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import { brandQueryOptions, brandsQueryOptions } from './brands';
import type { BrandFilter } from './types';

export async function loadBrandList(queryClient: QueryClient, filter: BrandFilter | undefined): Promise<void> {
  await queryClient.ensureQueryData(brandsQueryOptions(filter)).catch(() => undefined);
}

/** The brand (404 → the route's not-found screen). */
export async function loadBrandPage(queryClient: QueryClient, brandId: string): Promise<void> {
  try {
    await queryClient.ensureQueryData(brandQueryOptions(brandId));
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
  }
}
