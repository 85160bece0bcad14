import { Command } from '@nestjs/cqrs';
import type { FavoriteBrandView } from '../../ports/favorites.port';

export class AddBrandFavoriteCommand extends Command<FavoriteBrandView> {
  constructor(
    readonly userId: string,
    readonly brandId: string,
  ) {
    super();
  }
}
