import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CollectionFullError, MAX_COLLECTION_ITEMS, ProfileCollectionNotFoundError } from '../../../domain/profile-collections';
import { FavoriteProductNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FAVORITES_REPOSITORY, FavoritesRepository } from '../../ports/favorites.port';
import { PROFILE_COLLECTIONS, ProfileCollections, ProfileCollectionView } from '../../ports/profile-collections.port';
import { ChangeCollectionItemsCommand } from './change-collection-items.command';

@CommandHandler(ChangeCollectionItemsCommand)
export class ChangeCollectionItemsHandler implements ICommandHandler<ChangeCollectionItemsCommand, ProfileCollectionView> {
  constructor(
    @Inject(PROFILE_COLLECTIONS) private readonly collections: ProfileCollections,
    @Inject(FAVORITES_REPOSITORY) private readonly catalog: Pick<FavoritesRepository, 'productExists'>,
  ) {}

  async execute({ userId, collectionId, change, productId }: ChangeCollectionItemsCommand): Promise<ProfileCollectionView> {
    const collection = await this.collections.find(userId, collectionId);
    if (!collection) throw new ProfileCollectionNotFoundError();
    if (change === 'add') {
      if (!(await this.catalog.productExists(productId))) throw new FavoriteProductNotFoundError();
      if (!collection.products.some((product) => product.productId === productId) && (await this.collections.countItems(collectionId)) >= MAX_COLLECTION_ITEMS) {
        throw new CollectionFullError();
      }
      await this.collections.addItem(collectionId, productId);
    } else {
      await this.collections.removeItem(collectionId, productId);
    }
    return (await this.collections.find(userId, collectionId)) ?? collection;
  }
}
