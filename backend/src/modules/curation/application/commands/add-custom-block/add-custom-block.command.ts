import { Command } from '@nestjs/cqrs';
import type { CustomBlock } from '../../../domain/custom-blocks';

/** POST /api/user/custom-block: checks a block and appends it to the saved layout (position = blocks saved + 1). */
export class AddCustomBlockCommand extends Command<CustomBlock> {
  constructor(
    readonly userId: string,
    readonly block: Record<string, unknown>,
  ) {
    super();
  }
}
