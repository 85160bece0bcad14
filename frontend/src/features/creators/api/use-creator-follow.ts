import { useSignInRequired } from '@/features/catalog';

export interface FollowToggle {
  isFollowing: boolean;
  isPending: boolean;
  toggle: () => void;
}

/**
 * Seam for the follows feature: following (optimistic toggle, toasts) arrives with the
 * cart/follows issue and replaces this body. Until then signed-out shoppers are asked to sign in
 * and nothing pretends to be saved.
 */
export function useCreatorFollow(_creatorId: string): FollowToggle {
  const whenSignedIn = useSignInRequired();
  return { isFollowing: false, isPending: false, toggle: () => whenSignedIn('follow') };
}
