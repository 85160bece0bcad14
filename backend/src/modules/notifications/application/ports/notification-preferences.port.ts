import type { OptionalMailKind } from '../../domain/mail-kinds';

export const NOTIFICATION_PREFERENCES = Symbol('NOTIFICATION_PREFERENCES');

/** Which optional kinds of mail each account receives (notification_preferences; every kind on by default). */
export interface NotificationPreferences {
  of(userId: string): Promise<Record<OptionalMailKind, boolean>>;
  set(userId: string, changes: Partial<Record<OptionalMailKind, boolean>>): Promise<Record<OptionalMailKind, boolean>>;
}
