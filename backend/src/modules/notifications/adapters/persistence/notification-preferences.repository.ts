import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type { NotificationPreferences } from '../../application/ports/notification-preferences.port';
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '../../domain/mail-kinds';

const PREFERENCES = sqlStatement('notifications.preferences', `select kind, enabled from notification_preferences where user_id = $1`, z.object({ kind: z.string(), enabled: z.boolean() }));
const SET_PREFERENCE = sqlStatement(
  'notifications.set-preference',
  `insert into notification_preferences (user_id, kind, enabled) values ($1, $2, $3)
   on conflict (user_id, kind) do update set enabled = excluded.enabled, updated_at = clock_timestamp()
   returning kind`,
  z.object({ kind: z.string() }),
);

@Injectable()
export class PostgresNotificationPreferencesRepository implements NotificationPreferences {
  constructor(private readonly sql: Sql) {}

  async of(userId: string): Promise<Record<OptionalMailKind, boolean>> {
    const stored = new Map((await this.sql.rows(PREFERENCES, [userId])).map((row) => [row.kind, row.enabled]));
    return Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, stored.get(kind) ?? true])) as Record<OptionalMailKind, boolean>;
  }

  async set(userId: string, changes: Partial<Record<OptionalMailKind, boolean>>): Promise<Record<OptionalMailKind, boolean>> {
    for (const kind of OPTIONAL_MAIL_KINDS) {
      const enabled = changes[kind];
      if (typeof enabled === 'boolean') await this.sql.one(SET_PREFERENCE, [userId, kind, enabled]);
    }
    return this.of(userId);
  }
}
