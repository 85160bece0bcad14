export const FOLLOWS_REPOSITORY = Symbol('FOLLOWS_REPOSITORY');

export interface FollowStatus {
  creatorId: string;
  isFollowing: boolean;
  /** The creator's follower count after the change. */
  followers: number;
}

export interface FollowedCreatorView {
  id: string;
  handle: string;
  name: string | null;
  avatar: string | null;
  bio: string | null;
  followers: number;
  followedAt: Date;
}

/**
 * Follows and the creator's follower count, changed together in one statement: the count moves
 * only when a follow row was really inserted or deleted, so repeats and races never drift it.
 */
export interface FollowsRepository {
  /** The creator's owner (null when the page has no account) and whether the page is published, or undefined when there is no such creator. */
  findCreatorOwner(creatorId: string): Promise<{ ownerUserId: string | null; published: boolean } | undefined>;
  follow(shopperId: string, creatorId: string): Promise<FollowStatus>;
  unfollow(shopperId: string, creatorId: string): Promise<FollowStatus>;
  status(shopperId: string, creatorId: string): Promise<FollowStatus>;
}
