/**
 * The brand list's filter chips. Each one is
 * backed by a fact stored on the brand: `usa` and `international` by its country, the others by
 * the tags the brand (or an admin) recorded.
 */
export const BRAND_FILTERS = [
  'craft',
  'organic',
  'low-calorie',
  'celebrity',
  'usa',
  'international',
  'premium',
  'family-owned',
] as const;

export type BrandFilter = (typeof BRAND_FILTERS)[number];

/** The country code that counts as "USA"; every other known country is "International". */
export const HOME_COUNTRY = 'US';

export type BrandCriterion =
  | { readonly kind: 'tag'; readonly tag: string }
  | { readonly kind: 'country'; readonly country: string }
  | { readonly kind: 'not-country'; readonly country: string };

export function isBrandFilter(value: string): value is BrandFilter {
  return (BRAND_FILTERS as readonly string[]).includes(value);
}

/** What a brand must satisfy to appear under `filter`. A brand without a country is neither usa nor international. */
export function brandCriterion(filter: BrandFilter): BrandCriterion {
  switch (filter) {
    case 'usa':
      return { kind: 'country', country: HOME_COUNTRY };
    case 'international':
      return { kind: 'not-country', country: HOME_COUNTRY };
    default:
      return { kind: 'tag', tag: filter };
  }
}
