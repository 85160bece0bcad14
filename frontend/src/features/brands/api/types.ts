/** Seed 000 §2 filter chips and the `filter` values of GET /api/brands. */
export const BRAND_FILTERS = [
  { value: undefined, label: 'All Brands' },
  { value: 'craft', label: 'Craft' },
  { value: 'organic', label: 'Organic' },
  { value: 'low-calorie', label: 'Low Calorie' },
  { value: 'celebrity', label: 'Celebrity' },
  { value: 'usa', label: 'USA' },
  { value: 'international', label: 'International' },
  { value: 'premium', label: 'Premium' },
  { value: 'family-owned', label: 'Family Owned' },
] as const;

export type BrandFilter = NonNullable<(typeof BRAND_FILTERS)[number]['value']>;

export function isBrandFilter(value: unknown): value is BrandFilter {
  return BRAND_FILTERS.some((filter) => filter.value !== undefined && filter.value === value);
}

export interface BrandThumbnail {
  id: string;
  name: string;
  image?: string | null;
  categories: string[];
}

/** A brand as the pages use it (seed 000 §3 plus the list's counts), mirroring the API's DTO. */
export interface Brand {
  id: string;
  name: string;
  logo?: string | null;
  blurb?: string | null;
  description?: string | null;
  website?: string | null;
  images?: string[];
  categories?: string[];
}

export interface BrandListItem extends Brand {
  productCount: number;
  productThumbnails: BrandThumbnail[];
  recommendedByCount: number;
}
