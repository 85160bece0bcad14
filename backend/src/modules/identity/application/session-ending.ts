import { z } from 'zod';
import { Sql, sqlStatement } from '../../../shared/application/sql';
import type { TransactionContext } from '../../../shared/application/unit-of-work';

/** connect-pg-simple keeps passport's user id in sess.passport.user. `$1` the user, `$2` the store id of a session to keep, or null. */
const END_USER_SESSIONS = sqlStatement(
  'identity.end-sessions',
  `delete from sessions where sess -> 'passport' ->> 'user' = $1 and ($2::text is null or sid <> $2) returning sid`,
  z.object({ sid: z.string() }),
);

/**
 * The one way an account's sessions end together: "sign out everywhere else", a password change (all but the
 * session that made it), a password reset and a deactivation (all). Inside `tx` when the ending must commit
 * with the change that causes it. Answers how many sessions ended.
 */
export async function endUserSessions(sql: Sql, userId: string, keepSessionId: string | null, tx?: TransactionContext): Promise<number> {
  return (await sql.rows(END_USER_SESSIONS, [userId, keepSessionId], tx)).length;
}
