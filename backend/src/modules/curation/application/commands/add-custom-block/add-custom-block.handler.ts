import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { CustomBlock, MAX_CUSTOM_BLOCKS, newBlockId, TooManyCustomBlocksError, validateCustomBlock } from '../../../domain/custom-blocks';
import { USER_PROFILES, UserProfiles } from '../../ports/user-profiles.port';
import { AddCustomBlockCommand } from './add-custom-block.command';

@CommandHandler(AddCustomBlockCommand)
export class AddCustomBlockHandler implements ICommandHandler<AddCustomBlockCommand, CustomBlock> {
  constructor(
    @Inject(USER_PROFILES) private readonly profiles: UserProfiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, block }: AddCustomBlockCommand): Promise<CustomBlock> {
    // Checked before the row is locked, so a bad block never waits on a lock.
    validateCustomBlock(block, 1, 'custom-0');
    return this.profiles.appendCustomBlock(userId, (existing) => {
      if (existing.length >= MAX_CUSTOM_BLOCKS) throw new TooManyCustomBlocksError();
      const taken = new Set(existing.map((saved) => saved.id));
      const checked = validateCustomBlock(block, existing.length + 1, newBlockId(this.clock.now().getTime(), taken));
      // A client id that is already on the page (a repeated add) gets a fresh one.
      return taken.has(checked.id) ? { ...checked, id: newBlockId(this.clock.now().getTime(), taken) } : checked;
    });
  }
}
