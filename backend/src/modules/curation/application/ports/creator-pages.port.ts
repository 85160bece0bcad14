import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { CreatorImageKind } from '../../domain/creator-images';

/** What an admin may edit on a creator page. */
export interface CreatorPageDetails {
  name: string | null;
  bio: string | null;
  isVerified: boolean;
}

/** A new creator page for an account. */
export interface NewCreatorPage {
  userId: string;
  /** Normalised and valid (assertValidHandle). */
  handle: string;
  name: string | null;
  bio: string | null;
  instagramHandle?: string | null;
  tiktokHandle?: string | null;
  youtubeHandle?: string | null;
  twitterHandle?: string | null;
}

export const CREATOR_PAGES = Symbol('CREATOR_PAGES');

/** Writes to a creator page itself (the creators table). */
export interface CreatorPages {
  /** The owning account (null when none) and handle, or undefined when there is no such creator. */
  find(creatorId: string): Promise<{ ownerUserId: string | null; handle: string } | undefined>;
  setImage(creatorId: string, kind: CreatorImageKind, path: string): Promise<void>;
  /** The page's handle and editable details, locked in `tx`; undefined when there is no such creator. */
  lockDetails(tx: TransactionContext, creatorId: string): Promise<(CreatorPageDetails & { handle: string }) | undefined>;
  /** The id of the page this account owns (an account owns at most one), read in `tx`. */
  findByOwner(tx: TransactionContext, userId: string): Promise<string | undefined>;
  /** Inserts the page; a taken handle is CreatorHandleTakenError. */
  create(tx: TransactionContext, page: NewCreatorPage): Promise<string>;
  saveDetails(tx: TransactionContext, creatorId: string, details: CreatorPageDetails): Promise<void>;
  /** The page's handle and when it was unpublished (null: published), locked in `tx`; undefined when there is no such creator. */
  lockPublication(tx: TransactionContext, creatorId: string): Promise<{ handle: string; unpublishedAt: Date | null } | undefined>;
  /** Unpublishes the page now, or publishes it again; answers unpublished_at as it now is. */
  setUnpublished(tx: TransactionContext, creatorId: string, unpublished: boolean): Promise<Date | null>;
}
