import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { collectionDescription, collectionName, ProfileCollectionNotFoundError } from '../../../domain/profile-collections';
import { PROFILE_COLLECTIONS, ProfileCollections, ProfileCollectionView } from '../../ports/profile-collections.port';
import { UpdateProfileCollectionCommand } from './update-profile-collection.command';

@CommandHandler(UpdateProfileCollectionCommand)
export class UpdateProfileCollectionHandler implements ICommandHandler<UpdateProfileCollectionCommand, ProfileCollectionView> {
  constructor(@Inject(PROFILE_COLLECTIONS) private readonly collections: ProfileCollections) {}

  async execute({ userId, collectionId, changes }: UpdateProfileCollectionCommand): Promise<ProfileCollectionView> {
    const updated = await this.collections.update(userId, collectionId, {
      name: changes.name === undefined ? undefined : collectionName(changes.name),
      description: changes.description === undefined ? undefined : collectionDescription(changes.description),
      isPublic: changes.isPublic,
    });
    if (!updated) throw new ProfileCollectionNotFoundError();
    return (await this.collections.find(userId, collectionId))!;
  }
}
