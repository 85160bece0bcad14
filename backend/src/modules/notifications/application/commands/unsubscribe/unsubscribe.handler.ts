import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { OptionalMailKind } from '../../../domain/mail-kinds';
import { readUnsubscribeToken } from '../../../domain/unsubscribe-token';
import { InvalidUnsubscribeLinkError } from '../../../domain/notifications.errors';
import { NOTIFICATION_PREFERENCES, NotificationPreferences } from '../../ports/notification-preferences.port';
import { NOTIFICATION_SETTINGS, NotificationSettings } from '../../ports/notification-settings.port';
import { UnsubscribeCommand } from './unsubscribe.command';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand, { kind: OptionalMailKind }> {
  constructor(
    @Inject(NOTIFICATION_PREFERENCES) private readonly preferences: NotificationPreferences,
    @Inject(NOTIFICATION_SETTINGS) private readonly settings: NotificationSettings,
  ) {}

  async execute({ token }: UnsubscribeCommand): Promise<{ kind: OptionalMailKind }> {
    const subscription = readUnsubscribeToken(this.settings.unsubscribeKey, token);
    if (!subscription) throw new InvalidUnsubscribeLinkError();
    await this.preferences.set(subscription.userId, { [subscription.kind]: false });
    return { kind: subscription.kind };
  }
}
