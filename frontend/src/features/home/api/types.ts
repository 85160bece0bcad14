import type { CohortDto } from '@/api/generated/model';

/** A circle of creators, as the API sends it. */
export type Cohort = CohortDto;

/** The home page shows at most 6 featured circles. */
export const HOME_FEATURED_COHORTS = 6;
