import { Command } from '@nestjs/cqrs';

export class RemoveProductFavoriteCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly productId: string,
  ) {
    super();
  }
}
