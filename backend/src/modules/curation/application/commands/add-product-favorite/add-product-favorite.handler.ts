import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FavoriteProductNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FAVORITES_REPOSITORY, FavoriteProductView, FavoritesRepository } from '../../ports/favorites.port';
import { AddProductFavoriteCommand } from './add-product-favorite.command';

@CommandHandler(AddProductFavoriteCommand)
export class AddProductFavoriteHandler implements ICommandHandler<AddProductFavoriteCommand, FavoriteProductView> {
  constructor(@Inject(FAVORITES_REPOSITORY) private readonly favorites: FavoritesRepository) {}

  async execute({ userId, productId }: AddProductFavoriteCommand): Promise<FavoriteProductView> {
    if (!(await this.favorites.productExists(productId))) throw new FavoriteProductNotFoundError();
    await this.favorites.addProduct(userId, productId);
    const favorite = await this.favorites.findProduct(userId, productId);
    // Only a product deleted between the two statements gets here.
    if (!favorite) throw new FavoriteProductNotFoundError();
    return favorite;
  }
}
