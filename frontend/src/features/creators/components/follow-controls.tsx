import { Button } from '@/components/ui/button';
import { HeartButton } from '@/components/ui/heart-button';
import { useCurrentUser } from '@/features/auth';
import { useCreatorFollow, type FollowPlacement } from '../api/follows';
import type { Creator } from '../api/types';
import { creatorDisplayName } from '../lib/creator-display';

/**
 * The heart and Follow/Following button of a creator; behaviour in {@link useCreatorFollow}. Nothing
 * for the account that owns the page: a creator cannot follow themselves (the API answers 400).
 */
export function FollowControls({
  creator,
  placement = 'card',
  className,
}: {
  creator: Pick<Creator, 'id' | 'name' | 'handle' | 'userId'>;
  /** 'page' on the creator page, whose toasts differ from the cards'. */
  placement?: FollowPlacement;
  className?: string;
}) {
  const follow = useCreatorFollow(creator.id, placement);
  const { user, isLoading } = useCurrentUser();
  const name = creatorDisplayName(creator);
  // Nothing until the session is known, so the owner never sees Follow flash up.
  if (isLoading || (user && creator.userId !== null && user.id === creator.userId)) return null;
  return (
    <div className={className ?? 'flex items-center gap-2'}>
      <HeartButton
        active={follow.isFollowing}
        disabled={follow.isPending}
        onClick={follow.toggle}
        label={follow.isFollowing ? `Unfollow ${name}` : `Follow ${name}`}
      />
      <Button
        size="sm"
        variant={follow.isFollowing ? 'secondary' : 'primary'}
        disabled={follow.isPending}
        aria-pressed={follow.isFollowing}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          follow.toggle();
        }}
      >
        {follow.isFollowing ? 'Following' : 'Follow'}
      </Button>
    </div>
  );
}
