import { Command } from '@nestjs/cqrs';
import type { FavoriteProductView } from '../../ports/favorites.port';

export class AddProductFavoriteCommand extends Command<FavoriteProductView> {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {
    super();
  }
}
