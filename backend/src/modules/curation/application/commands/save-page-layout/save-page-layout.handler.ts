import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { newBlockId, validatePageLayout } from '../../../domain/custom-blocks';
import type { UserProfile } from '../../../domain/user-profile';
import { USER_PROFILES, UserProfiles } from '../../ports/user-profiles.port';
import { SavePageLayoutCommand } from './save-page-layout.command';

@CommandHandler(SavePageLayoutCommand)
export class SavePageLayoutHandler implements ICommandHandler<SavePageLayoutCommand, UserProfile> {
  constructor(
    @Inject(USER_PROFILES) private readonly profiles: UserProfiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, sections, customBlocks }: SavePageLayoutCommand): Promise<UserProfile> {
    const now = this.clock.now().getTime();
    const given = new Set(Array.isArray(customBlocks) ? customBlocks.map((block) => (block as { id?: unknown })?.id).filter((id): id is string => typeof id === 'string') : []);
    const layout = validatePageLayout(sections, customBlocks, (index) => {
      const id = newBlockId(now + index, given);
      given.add(id);
      return id;
    });
    return this.profiles.setPageLayout(userId, layout);
  }
}
