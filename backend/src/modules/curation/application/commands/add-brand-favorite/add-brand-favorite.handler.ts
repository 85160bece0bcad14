import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FavoriteBrandNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FAVORITES_REPOSITORY, FavoriteBrandView, FavoritesRepository } from '../../ports/favorites.port';
import { AddBrandFavoriteCommand } from './add-brand-favorite.command';

@CommandHandler(AddBrandFavoriteCommand)
export class AddBrandFavoriteHandler implements ICommandHandler<AddBrandFavoriteCommand, FavoriteBrandView> {
  constructor(@Inject(FAVORITES_REPOSITORY) private readonly favorites: FavoritesRepository) {}

  async execute({ userId, brandId }: AddBrandFavoriteCommand): Promise<FavoriteBrandView> {
    if (!(await this.favorites.brandExists(brandId))) throw new FavoriteBrandNotFoundError();
    await this.favorites.addBrand(userId, brandId);
    const favorite = await this.favorites.findBrand(userId, brandId);
    if (!favorite) throw new FavoriteBrandNotFoundError();
    return favorite;
  }
}
