import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProfileCollectionNotFoundError } from '../../../domain/profile-collections';
import { PROFILE_COLLECTIONS, ProfileCollections } from '../../ports/profile-collections.port';
import { DeleteProfileCollectionCommand } from './delete-profile-collection.command';

@CommandHandler(DeleteProfileCollectionCommand)
export class DeleteProfileCollectionHandler implements ICommandHandler<DeleteProfileCollectionCommand, void> {
  constructor(@Inject(PROFILE_COLLECTIONS) private readonly collections: ProfileCollections) {}

  async execute({ userId, collectionId }: DeleteProfileCollectionCommand): Promise<void> {
    if (!(await this.collections.remove(userId, collectionId))) throw new ProfileCollectionNotFoundError();
  }
}
