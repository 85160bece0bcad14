export { featuredCohortsQueryOptions, useFeaturedCohorts } from './api/cohorts';
export {
  HOME_FEATURED_COHORTS,
  HOME_FEATURED_CREATORS_PARAMS,
  HOME_FEATURED_CREATORS,
  HOME_FEATURED_PRODUCTS,
  homeFeaturedProductsParams,
  type Cohort,
} from './api/types';
export { AddressNotice } from './components/address-notice';
export { ClosingCallToAction } from './components/closing-call-to-action';
export { CohortCard } from './components/cohort-card';
export { HomeHero } from './components/home-hero';
export { HomeSection } from './components/home-section';
