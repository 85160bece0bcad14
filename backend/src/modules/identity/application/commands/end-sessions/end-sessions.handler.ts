import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { SessionNotFoundError } from '../../../domain/identity.errors';
import { sessionPublicIdSql } from '../../../domain/session-lifetime';
import { endUserSessions } from '../../session-ending';
import { EndSessionsCommand } from './end-sessions.command';

const ENDED = z.object({ sid: z.string() });
/** `$1` the user, `$2` the session's public id: only the user's own session matches. */
const END_ONE = sqlStatement('identity.end-session', `delete from sessions where sess -> 'passport' ->> 'user' = $1 and ${sessionPublicIdSql('sid')} = $2 returning sid`, ENDED);

@CommandHandler(EndSessionsCommand)
export class EndSessionsHandler implements ICommandHandler<EndSessionsCommand, number> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, which }: EndSessionsCommand): Promise<number> {
    if ('allBut' in which) return endUserSessions(this.sql, userId, which.allBut);
    const ended = await this.sql.rows(END_ONE, [userId, which.sessionId]);
    if (ended.length === 0) throw new SessionNotFoundError();
    return ended.length;
  }
}
