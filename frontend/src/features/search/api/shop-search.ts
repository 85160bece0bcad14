import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSearchQueryKey, search } from '@/api/generated/endpoints/catalog/catalog';

/** The API searches from 3 characters (as the catalog's search box). */
export const MIN_SEARCH_LENGTH = 3;

/** The header search's instant results for `text` (GET /api/search); idle below 3 characters. */
export function useShopSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: getSearchQueryKey({ q }),
    queryFn: ({ signal }) => search({ q }, undefined, signal),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}
