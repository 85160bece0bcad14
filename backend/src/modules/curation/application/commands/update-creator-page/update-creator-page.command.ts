import { Command } from '@nestjs/cqrs';
import type { CreatorPageDetails } from '../../ports/creator-pages.port';

/** An admin edits a creator page's name, bio or verified status (the Curators tab's Edit). Audited with what changed. */
export class UpdateCreatorPageCommand extends Command<CreatorPageDetails & { id: string; handle: string }> {
  constructor(
    readonly creatorId: string,
    readonly changes: Partial<CreatorPageDetails>,
    readonly actorUserId: string,
  ) {
    super();
  }
}
