import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import type { FavoriteBrandView } from '../../ports/favorites.port';
import { FAVORITE_BRANDS } from '../favorite-views';
import { ListFavoriteBrandsQuery } from './list-favorite-brands.query';

@QueryHandler(ListFavoriteBrandsQuery)
export class ListFavoriteBrandsHandler implements IQueryHandler<ListFavoriteBrandsQuery, FavoriteBrandView[]> {
  constructor(private readonly sql: Sql) {}

  execute({ userId }: ListFavoriteBrandsQuery): Promise<FavoriteBrandView[]> {
    return this.sql.rows(FAVORITE_BRANDS, [userId]);
  }
}
