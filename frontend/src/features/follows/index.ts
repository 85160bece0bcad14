export { followingQueryKey, useCreatorFollow, useFollowing, type FollowPlacement } from './api/follows';
