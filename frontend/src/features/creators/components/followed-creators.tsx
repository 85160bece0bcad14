import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { ProfileCount } from '@/components/profile-count';
import { QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useFollowing } from '../api/follows';
import { formatFollowers } from '@/lib/text';
import { creatorFollowers } from '../lib/creator-display';

/** The own profile's Following tab: the creators the signed-in shopper follows. */
export function FollowedCreators() {
  const following = useFollowing();
  return (
    <QueryState
      query={following}
      pending={<Spinner className="py-10" />}
      error="The creators you follow could not be loaded"
      isEmpty={(data) => data.length === 0}
      empty={
        <EmptyState
          icon={<Users className="size-6" />}
          title="Not following anyone yet"
          description="Follow creators to see them here."
        />
      }
    >
      {(data) => (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.map((creator) => (
            <li
              key={creator.id}
              className="flex items-center gap-3 rounded-xl border border-border p-3"
            >
              {creator.avatar ? (
                <img
                  src={creator.avatar}
                  alt=""
                  className="size-10 rounded-full object-cover"
                />
              ) : (
                <span className="size-10 rounded-full bg-surface-raised" />
              )}
              <Link
                to="/creator/$handle"
                params={{ handle: creator.handle }}
                className="min-w-0 flex-1 hover:text-accent-light"
              >
                <p className="truncate text-sm font-medium">
                  {creator.name ?? creator.handle}
                </p>
                <p className="text-xs text-ink-faint" data-testid="followed-creator-followers">
                  {formatFollowers(creatorFollowers(creator))}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** The own profile header's 'Following' count. */
export function FollowingCount() {
  const following = useFollowing();
  return <ProfileCount label="Following" value={following.data?.length ?? 0} />;
}
