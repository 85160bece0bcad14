import { Command } from '@nestjs/cqrs';

/** DELETE /api/user/collections/{id}: only the owner's (else 404); its items go with it. */
export class DeleteProfileCollectionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly collectionId: string,
  ) {
    super();
  }
}
