import { Button } from '@/components/ui/button';
import { HeartButton } from '@/components/ui/heart-button';
import type { FollowPlacement } from '@/features/follows';
import { useCreatorFollow } from '../api/use-creator-follow';
import type { Creator } from '../api/types';
import { creatorDisplayName } from '../lib/creator-display';

/** The heart and Follow/Following button of a creator; behaviour in {@link useCreatorFollow}. */
export function FollowControls({
  creator,
  placement = 'card',
  className,
}: {
  creator: Pick<Creator, 'id' | 'name' | 'handle'>;
  /** 'page' on the creator page, whose toasts differ from the cards' (seed 000 §8). */
  placement?: FollowPlacement;
  className?: string;
}) {
  const follow = useCreatorFollow(creator.id, placement);
  const name = creatorDisplayName(creator);
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
