import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FAVORITES_REPOSITORY, FavoriteBrandView, FavoritesRepository } from '../../ports/favorites.port';
import { ListFavoriteBrandsQuery } from './list-favorite-brands.query';

@QueryHandler(ListFavoriteBrandsQuery)
export class ListFavoriteBrandsHandler implements IQueryHandler<ListFavoriteBrandsQuery, FavoriteBrandView[]> {
  constructor(@Inject(FAVORITES_REPOSITORY) private readonly favorites: FavoritesRepository) {}

  execute({ userId }: ListFavoriteBrandsQuery): Promise<FavoriteBrandView[]> {
    return this.favorites.listBrands(userId);
  }
}
