import { Query } from '@nestjs/cqrs';
import type { FavoriteProductView } from '../../ports/favorites.port';

export class ListFavoriteProductsQuery extends Query<FavoriteProductView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
