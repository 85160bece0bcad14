import { Query } from '@nestjs/cqrs';
import type { FavoriteBrandView } from '../../ports/favorites.port';

export class ListFavoriteBrandsQuery extends Query<FavoriteBrandView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
