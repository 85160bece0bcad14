import type { CreatorImageKind } from '../../domain/creator-images';

export const CREATOR_PAGES = Symbol('CREATOR_PAGES');

/** Writes to a creator page itself (the creators table). */
export interface CreatorPages {
  /** The owning account (null when none) and handle, or undefined when there is no such creator. */
  find(creatorId: string): Promise<{ ownerUserId: string | null; handle: string } | undefined>;
  setImage(creatorId: string, kind: CreatorImageKind, path: string): Promise<void>;
}
