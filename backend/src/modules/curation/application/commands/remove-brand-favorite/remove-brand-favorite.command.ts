import { Command } from '@nestjs/cqrs';

export class RemoveBrandFavoriteCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly brandId: string,
  ) {
    super();
  }
}
