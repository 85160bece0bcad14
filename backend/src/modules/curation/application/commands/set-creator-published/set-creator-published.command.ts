import { Command } from '@nestjs/cqrs';

/** A creator page's publication as the admin Curators tab shows it. */
export interface CreatorPublication {
  id: string;
  handle: string;
  published: boolean;
  /** When the page was unpublished; null while published. */
  unpublishedAt: Date | null;
}

/**
 * The Curators tab's Delete (published false) and Publish (true). A page is never deleted: its
 * endorsements, follows and commission ledger point at it. Audited when the state changes.
 */
export class SetCreatorPublishedCommand extends Command<CreatorPublication> {
  constructor(
    readonly creatorId: string,
    readonly published: boolean,
    readonly actorUserId: string,
  ) {
    super();
  }
}
