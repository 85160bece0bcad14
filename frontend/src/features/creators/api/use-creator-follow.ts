import { useCreatorFollow as useFollowsCreatorFollow, type FollowPlacement } from '@/features/follows';

export interface FollowToggle {
  isFollowing: boolean;
  isPending: boolean;
  toggle: () => void;
}

/** Following a creator, provided by the follows feature (optimistic, reverted on error, with toasts). */
export function useCreatorFollow(creatorId: string, placement: FollowPlacement = 'card'): FollowToggle {
  return useFollowsCreatorFollow(creatorId, placement);
}
