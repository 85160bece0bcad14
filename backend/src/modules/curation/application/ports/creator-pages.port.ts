import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { CreatorImageKind } from '../../domain/creator-images';

/** What an admin may edit on a creator page. */
export interface CreatorPageDetails {
  name: string | null;
  bio: string | null;
  isVerified: boolean;
}

export const CREATOR_PAGES = Symbol('CREATOR_PAGES');

/** Writes to a creator page itself (the creators table). */
export interface CreatorPages {
  /** The owning account (null when none) and handle, or undefined when there is no such creator. */
  find(creatorId: string): Promise<{ ownerUserId: string | null; handle: string } | undefined>;
  setImage(creatorId: string, kind: CreatorImageKind, path: string): Promise<void>;
  /** The page's handle and editable details, locked in `tx`; undefined when there is no such creator. */
  lockDetails(tx: TransactionContext, creatorId: string): Promise<(CreatorPageDetails & { handle: string }) | undefined>;
  saveDetails(tx: TransactionContext, creatorId: string, details: CreatorPageDetails): Promise<void>;
}
