import { Command } from '@nestjs/cqrs';
import type { OptionalMailKind } from '../../../domain/mail-kinds';

/** The user turns optional kinds of mail on or off; answers every kind's setting. */
export class SetNotificationPreferencesCommand extends Command<Record<OptionalMailKind, boolean>> {
  constructor(
    readonly userId: string,
    readonly changes: Partial<Record<OptionalMailKind, boolean>>,
  ) {
    super();
  }
}
