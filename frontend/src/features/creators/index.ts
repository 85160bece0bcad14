export { prefetchFeaturedCreators } from './api/creators';
export { loadCreatorList, loadCreatorPage } from './api/route-loaders';
export { CreatorNotFound, CreatorPage } from './components/creator-page';
export { CreatorCollectionPage } from './components/creator-collection-page';
export { CreatorPageSkeleton } from './components/creator-page-skeleton';
export { CreatorsPage } from './components/creators-page';
export { FeaturedCreators } from './components/featured-creators';
export { FollowedCreators, FollowingCount } from './components/followed-creators';
