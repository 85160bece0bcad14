import { Command } from '@nestjs/cqrs';

export class RemoveCartItemCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
  ) {
    super();
  }
}
