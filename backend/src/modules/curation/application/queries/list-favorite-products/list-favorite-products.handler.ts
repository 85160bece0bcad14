import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import type { FavoriteProductView } from '../../ports/favorites.port';
import { FAVORITE_PRODUCTS } from '../favorite-views';
import { ListFavoriteProductsQuery } from './list-favorite-products.query';

@QueryHandler(ListFavoriteProductsQuery)
export class ListFavoriteProductsHandler implements IQueryHandler<ListFavoriteProductsQuery, FavoriteProductView[]> {
  constructor(private readonly sql: Sql) {}

  execute({ userId }: ListFavoriteProductsQuery): Promise<FavoriteProductView[]> {
    return this.sql.rows(FAVORITE_PRODUCTS, [userId]);
  }
}
