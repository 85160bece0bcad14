import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { OptionalMailKind } from '../../../domain/mail-kinds';
import { NOTIFICATION_PREFERENCES, NotificationPreferences } from '../../ports/notification-preferences.port';
import { SetNotificationPreferencesCommand } from './set-notification-preferences.command';

@CommandHandler(SetNotificationPreferencesCommand)
export class SetNotificationPreferencesHandler implements ICommandHandler<SetNotificationPreferencesCommand, Record<OptionalMailKind, boolean>> {
  constructor(@Inject(NOTIFICATION_PREFERENCES) private readonly preferences: NotificationPreferences) {}

  execute({ userId, changes }: SetNotificationPreferencesCommand): Promise<Record<OptionalMailKind, boolean>> {
    return this.preferences.set(userId, changes);
  }
}
