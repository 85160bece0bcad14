export { prefetchFeaturedCohorts } from './api/cohorts';
export { AddressNotice } from './components/address-notice';
export { ClosingCallToAction } from './components/closing-call-to-action';
export { CuratedCollections } from './components/curated-collections';
export { HomeHero } from './components/home-hero';
