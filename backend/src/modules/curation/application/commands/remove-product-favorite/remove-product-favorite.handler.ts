import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FavoriteProductNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FAVORITES_REPOSITORY, FavoritesRepository } from '../../ports/favorites.port';
import { RemoveProductFavoriteCommand } from './remove-product-favorite.command';

/** Removing a favorite that is not there is a success (the heart may have been toggled in another tab); an unknown product is 404. */
@CommandHandler(RemoveProductFavoriteCommand)
export class RemoveProductFavoriteHandler implements ICommandHandler<RemoveProductFavoriteCommand, void> {
  constructor(@Inject(FAVORITES_REPOSITORY) private readonly favorites: FavoritesRepository) {}

  async execute({ userId, productId }: RemoveProductFavoriteCommand): Promise<void> {
    if (!(await this.favorites.productExists(productId))) throw new FavoriteProductNotFoundError();
    await this.favorites.removeProduct(userId, productId);
  }
}
