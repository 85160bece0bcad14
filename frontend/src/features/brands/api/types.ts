import type { BrandDto, ProductThumbnailDto } from '@/api/generated/model';

/** The specification's filter chips and the `filter` values of GET /api/brands. */
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

/** A brand with its list figures (product count, thumbnails, distinct recommending creators). */
export type Brand = BrandDto;
export type BrandListItem = BrandDto;
export type BrandThumbnail = ProductThumbnailDto;
