import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { SESSION_MAX_AGE_MS, sessionPublicIdSql } from '../../../domain/session-lifetime';
import { ListUserSessionsQuery, UserSessionView } from './list-user-sessions.query';

/**
 * `$1` the user, `$2` the session in use (its store id), `$3` the session lifetime in ms. A session's stored
 * expiry moves forward on use (at most once a minute), so its last use is the expiry minus the lifetime.
 * Sessions signed in before the sign-in time was recorded show their last use as their start.
 */
const USER_SESSIONS = sqlStatement(
  'identity.user-sessions',
  `select ${sessionPublicIdSql('sid')} as id, sid = $2 as current, coalesce(sess ->> 'device', 'Unknown browser') as device,
          expire - make_interval(secs => $3::bigint / 1000) as last_seen_at,
          coalesce((sess ->> 'signedInAt')::timestamptz, expire - make_interval(secs => $3::bigint / 1000)) as created_at
     from sessions
    where sess -> 'passport' ->> 'user' = $1 and expire >= now()
    order by sid = $2 desc, expire desc`,
  z.object({ id: z.string(), current: z.boolean(), device: z.string(), last_seen_at: z.coerce.date(), created_at: z.coerce.date() }),
);

@QueryHandler(ListUserSessionsQuery)
export class ListUserSessionsHandler implements IQueryHandler<ListUserSessionsQuery, UserSessionView[]> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, currentSessionId }: ListUserSessionsQuery): Promise<UserSessionView[]> {
    const rows = await this.sql.rows(USER_SESSIONS, [userId, currentSessionId, SESSION_MAX_AGE_MS]);
    return rows.map((row) => ({ id: row.id, current: row.current, device: row.device, createdAt: row.created_at, lastSeenAt: row.last_seen_at }));
  }
}

