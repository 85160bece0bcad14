import { isBrandFilter, type BrandFilter } from '../api/types';

/** What /brands keeps in its URL: ?filter= (absent means all brands). */
export interface BrandsSearch {
  filter?: BrandFilter;
}

/** An unknown filter in the URL means all brands rather than an error. */
export function parseBrandsSearch(raw: Record<string, unknown>): BrandsSearch {
  return isBrandFilter(raw.filter) ? { filter: raw.filter } : {};
}
