import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Pool } from 'pg';

/**
 * The express-session store on identity's migrated `sessions` table (SessionEntity), read and written by
 * connect-pg-simple. The migrations make the table, so the store never creates one. `pruneEverySeconds`
 * false: no prune timer (tests).
 */
export function createSessionStore(pool: Pool, { pruneEverySeconds }: { pruneEverySeconds: number | false }) {
  const PgStore = connectPgSimple(session);
  return new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: pruneEverySeconds });
}
