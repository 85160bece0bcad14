import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { OptionalMailKind } from '../../../domain/mail-kinds';
import { NOTIFICATION_PREFERENCES, NotificationPreferences } from '../../ports/notification-preferences.port';
import { GetNotificationPreferencesQuery } from './get-notification-preferences.query';

@QueryHandler(GetNotificationPreferencesQuery)
export class GetNotificationPreferencesHandler implements IQueryHandler<GetNotificationPreferencesQuery, Record<OptionalMailKind, boolean>> {
  constructor(@Inject(NOTIFICATION_PREFERENCES) private readonly preferences: NotificationPreferences) {}

  execute({ userId }: GetNotificationPreferencesQuery): Promise<Record<OptionalMailKind, boolean>> {
    return this.preferences.of(userId);
  }
}
