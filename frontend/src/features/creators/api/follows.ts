import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  checkFollow,
  followCreator,
  getCheckFollowQueryKey,
  getListFollowingQueryKey,
  listFollowing,
  unfollowCreator,
} from '@/api/generated/endpoints/follows/follows';
import { toast, type ToastInput } from '@/components/ui/use-toast';
import { useCurrentUser, useSignInRequired } from '@/features/auth';
import { useOptimisticToggle } from '@/lib/use-optimistic-toggle';

export const followingQueryKey = getListFollowingQueryKey();

export const followingQueryOptions = () =>
  queryOptions({
    queryKey: followingQueryKey,
    queryFn: ({ signal }) => listFollowing(undefined, signal),
  });

export const checkFollowQueryOptions = (creatorId: string) =>
  queryOptions({
    queryKey: getCheckFollowQueryKey(creatorId),
    queryFn: ({ signal }) => checkFollow(creatorId, undefined, signal),
  });

/** The creators the signed-in shopper follows (nothing is asked for while signed out). */
export function useFollowing() {
  const { user } = useCurrentUser();
  return useQuery({ ...followingQueryOptions(), enabled: Boolean(user) });
}

/** Where the button sits decides its toasts. */
export type FollowPlacement = 'card' | 'page';

const FOLLOW_TOASTS: Record<FollowPlacement, { followed: ToastInput; unfollowed: ToastInput }> = {
  card: {
    followed: { title: 'Following!', description: 'Added to your circle' },
    unfollowed: { title: 'Unfollowed', description: 'Removed from your circle' },
  },
  page: {
    followed: { title: 'Now following this creator!' },
    unfollowed: { title: 'Unfollowed creator' },
  },
};

/** After a follow or unfollow: who is followed, and the creators' follower counts. */
function refreshFollowState(queryClient: QueryClient, creatorId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: followingQueryKey }),
    queryClient.invalidateQueries({ queryKey: getCheckFollowQueryKey(creatorId) }),
    queryClient.invalidateQueries({
      predicate: (query) => {
        const [path] = query.queryKey;
        return typeof path === 'string' && path.startsWith('/api/creators');
      },
    }),
  ]);
}

/**
 * Follow state of one creator with an optimistic toggle that reverts on error. Cards read the
 * following list (one call for a whole grid); the creator page asks the check endpoint.
 */
export function useCreatorFollow(creatorId: string, placement: FollowPlacement) {
  const { user } = useCurrentUser();
  const whenSignedIn = useSignInRequired();
  const queryClient = useQueryClient();
  const following = useQuery({ ...followingQueryOptions(), enabled: Boolean(user) && placement === 'card' });
  const check = useQuery({ ...checkFollowQueryOptions(creatorId), enabled: Boolean(user) && placement === 'page' });
  const serverState = placement === 'page' ? check : following;
  const serverValue =
    placement === 'page' ? (check.data?.isFollowing ?? false) : (following.data?.some((creator) => creator.id === creatorId) ?? false);

  const { value, toggle, isPending } = useOptimisticToggle({
    mutationKey: ['follow-creator', creatorId],
    serverValue,
    send: (follow) => (follow ? followCreator({ creatorId }) : unfollowCreator(creatorId)),
    onSuccess: (follow) => {
      const toasts = FOLLOW_TOASTS[placement];
      toast(follow ? toasts.followed : toasts.unfollowed);
      return refreshFollowState(queryClient, creatorId);
    },
    onError: () => toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' }),
  });

  return {
    isFollowing: user ? value : false,
    // Until the follow state is known the button cannot tell following from unfollowing.
    isPending: isPending || (Boolean(user) && serverState.isPending),
    toggle: () => whenSignedIn('follow', toggle),
  };
}
