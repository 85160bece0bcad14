import type { TransactionContext } from '../../../../shared/application/unit-of-work';

export type FeaturedTarget = 'creator' | 'cohort';

export const FEATURED_FLAGS = Symbol('FEATURED_FLAGS');

/** The featured flag of creators and cohorts (what the home page's Featured Curators and Curated Collections show). */
export interface FeaturedFlags {
  /** Sets the flag inside `tx`; answers the flag before the change, or null when there is no such row. */
  set(tx: TransactionContext, target: FeaturedTarget, id: string, featured: boolean): Promise<{ before: boolean; label: string } | null>;
}
