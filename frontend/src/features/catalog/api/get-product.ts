import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getGetProductQueryKey,
  getListProductRecommendationsQueryKey,
  getProduct,
  listProductRecommendations,
} from '@/api/generated/endpoints/catalog/catalog';

/** One product; with `state` it carries whether it can be delivered or shipped there. */
export const productQueryOptions = (id: string, state?: string) =>
  queryOptions({
    queryKey: getGetProductQueryKey(id, { state }),
    queryFn: ({ signal }) => getProduct(id, { state }, undefined, signal),
  });

export function useProduct(id: string, state?: string) {
  return useQuery(productQueryOptions(id, state));
}

/** 'You Might Also Like': up to 8 related products. */
export const productRecommendationsQueryOptions = (id: string, state?: string) =>
  queryOptions({
    queryKey: getListProductRecommendationsQueryKey(id, { state }),
    queryFn: ({ signal }) => listProductRecommendations(id, { state }, undefined, signal),
  });

export function useProductRecommendations(id: string, state?: string) {
  return useQuery(productRecommendationsQueryOptions(id, state));
}
