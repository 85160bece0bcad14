export {
  creatorCollectionsQueryOptions,
  creatorQueryOptions,
  creatorsQueryOptions,
  useCreator,
  useCreatorCollections,
  useCreators,
} from './api/creators';
export type { Creator, CreatorCollection } from './api/types';
export { useCreatorFollow, type FollowToggle } from './api/use-creator-follow';
export { CreatorAvatar } from './components/creator-avatar';
export { CreatorCollections } from './components/creator-collections';
export { CreatorHero } from './components/creator-hero';
export { CreatorPageSkeleton } from './components/creator-page-skeleton';
export { CreatorProfileHeader } from './components/creator-profile-header';
export { CreatorRecommendations } from './components/creator-recommendations';
export { CreatorCard } from './components/creator-card';
export { FollowControls } from './components/follow-controls';
export { creatorDisplayName, defaultHeroImage, DEFAULT_CREATOR_BIO, DEFAULT_CREATOR_RATING } from './lib/creator-display';
