import { Command } from '@nestjs/cqrs';

export class UpdateCartItemCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
    readonly quantity: number,
  ) {
    super();
  }
}
