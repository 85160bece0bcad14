import { Command } from '@nestjs/cqrs';

export interface CreatedCreatorPage {
  id: string;
  userId: string;
  handle: string;
  name: string | null;
  bio: string | null;
}

/** An admin opens a creator page for an existing account (the Curators tab's Add); the account becomes a creator. Audited. */
export class CreateCreatorPageCommand extends Command<CreatedCreatorPage> {
  constructor(
    readonly page: { userId: string; handle: string; name?: string | null; bio?: string | null },
    readonly actorUserId: string,
  ) {
    super();
  }
}
