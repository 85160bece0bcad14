import { Command } from '@nestjs/cqrs';

/** Empties the shopper's cart; answers how many lines were removed (0 for an empty cart, which is not an error). */
export class ClearCartCommand extends Command<{ removed: number }> {
  constructor(readonly userId: string) {
    super();
  }
}
