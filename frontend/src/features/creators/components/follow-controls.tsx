import { Button } from '@/components/ui/button';
import { HeartButton } from '@/components/ui/heart-button';
import { useCreatorFollow } from '../api/use-creator-follow';
import type { Creator } from '../api/types';
import { creatorDisplayName } from '../lib/creator-display';

/** The heart and Follow/Following button of a curator; behaviour in {@link useCreatorFollow}. */
export function FollowControls({ creator, className }: { creator: Pick<Creator, 'id' | 'name' | 'handle'>; className?: string }) {
  const follow = useCreatorFollow(creator.id);
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
