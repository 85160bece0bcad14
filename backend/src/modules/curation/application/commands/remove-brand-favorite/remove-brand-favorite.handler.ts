import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FavoriteBrandNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FAVORITES_REPOSITORY, FavoritesRepository } from '../../ports/favorites.port';
import { RemoveBrandFavoriteCommand } from './remove-brand-favorite.command';

@CommandHandler(RemoveBrandFavoriteCommand)
export class RemoveBrandFavoriteHandler implements ICommandHandler<RemoveBrandFavoriteCommand, void> {
  constructor(@Inject(FAVORITES_REPOSITORY) private readonly favorites: FavoritesRepository) {}

  async execute({ userId, brandId }: RemoveBrandFavoriteCommand): Promise<void> {
    if (!(await this.favorites.brandExists(brandId))) throw new FavoriteBrandNotFoundError();
    await this.favorites.removeBrand(userId, brandId);
  }
}
