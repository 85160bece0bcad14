import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FAVORITES_REPOSITORY, FavoriteProductView, FavoritesRepository } from '../../ports/favorites.port';
import { ListFavoriteProductsQuery } from './list-favorite-products.query';

@QueryHandler(ListFavoriteProductsQuery)
export class ListFavoriteProductsHandler implements IQueryHandler<ListFavoriteProductsQuery, FavoriteProductView[]> {
  constructor(@Inject(FAVORITES_REPOSITORY) private readonly favorites: FavoritesRepository) {}

  execute({ userId }: ListFavoriteProductsQuery): Promise<FavoriteProductView[]> {
    return this.favorites.listProducts(userId);
  }
}
