export { prefetchFeaturedCreators } from './api/creators';
export { loadCreatorList, loadCreatorPage } from './api/route-loaders';
export type { Creator, CreatorCollection } from './api/types';
export { CreatorList } from './components/creator-list';
export { CreatorNotFound, CreatorPage } from './components/creator-page';
export { CreatorPageSkeleton } from './components/creator-page-skeleton';
export { FeaturedCreators } from './components/featured-creators';
export { FollowedCreators, FollowingCount } from './components/followed-creators';
