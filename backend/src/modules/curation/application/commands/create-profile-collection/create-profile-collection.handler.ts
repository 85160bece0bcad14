import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { collectionDescription, collectionName } from '../../../domain/profile-collections';
import { PROFILE_COLLECTIONS, ProfileCollections, ProfileCollectionView } from '../../ports/profile-collections.port';
import { CreateProfileCollectionCommand } from './create-profile-collection.command';

@CommandHandler(CreateProfileCollectionCommand)
export class CreateProfileCollectionHandler implements ICommandHandler<CreateProfileCollectionCommand, ProfileCollectionView> {
  constructor(@Inject(PROFILE_COLLECTIONS) private readonly collections: ProfileCollections) {}

  async execute({ userId, name, description, isPublic }: CreateProfileCollectionCommand): Promise<ProfileCollectionView> {
    const id = await this.collections.create(userId, { name: collectionName(name), description: collectionDescription(description), isPublic: isPublic ?? false });
    return (await this.collections.find(userId, id))!;
  }
}
