import type { CohortDto } from '@/api/generated/model';

/** A circle of creators (seed 000 §3 cohort), as the API sends it. */
export type Cohort = CohortDto;

/** Seed 000 §9 home limits. */
export const HOME_FEATURED_PRODUCTS = 3;
export const HOME_FEATURED_COHORTS = 6;
export const HOME_FEATURED_CREATORS = 3;

export const HOME_FEATURED_CREATORS_PARAMS = { featured: true, limit: HOME_FEATURED_CREATORS } as const;

/** The featured subset, at most 3, for the shopper's state when an address is chosen. */
export function homeFeaturedProductsParams(state: string | undefined) {
  return { featured: true, limit: HOME_FEATURED_PRODUCTS, state };
}
