export { prefetchHomePage } from './api/prefetch-home-page';
export type { Cohort } from './api/types';
export { AddressNotice } from './components/address-notice';
export { ClosingCallToAction } from './components/closing-call-to-action';
export { CuratedCollections } from './components/curated-collections';
export { FeaturedCreators } from './components/featured-creators';
export { HomeHero } from './components/home-hero';
export { PremiumSelections } from './components/premium-selections';
