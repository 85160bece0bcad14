import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrand, getGetBrandQueryKey, getListBrandsQueryKey, listBrands } from '@/api/generated/endpoints/catalog/catalog';
import type { BrandFilter } from './types';

export const brandsQueryOptions = (filter?: BrandFilter) =>
  queryOptions({
    queryKey: getListBrandsQueryKey({ filter }),
    queryFn: ({ signal }) => listBrands({ filter }, undefined, signal),
  });

export function useBrands(filter?: BrandFilter) {
  return useQuery(brandsQueryOptions(filter));
}

export const brandQueryOptions = (id: string) =>
  queryOptions({
    queryKey: getGetBrandQueryKey(id),
    queryFn: ({ signal }) => getBrand(id, undefined, signal),
  });

export function useBrand(id: string) {
  return useQuery(brandQueryOptions(id));
}
