import { Command } from '@nestjs/cqrs';
import type { UserProfile } from '../../../domain/user-profile';

/** PUT /api/user/page-layout {sections, customBlocks}: the Save of customize mode; replaces the saved layout. */
export class SavePageLayoutCommand extends Command<UserProfile> {
  constructor(
    readonly userId: string,
    readonly sections: unknown,
    readonly customBlocks: unknown,
  ) {
    super();
  }
}
