import type { Request } from 'express';
import type session from 'express-session';
import type { Pool } from 'pg';
import { FreshSharedRead } from '../../../../shared/application/fresh-shared-read';
import type { AccountView } from '../../application/ports/user-accounts.port';
import type { UserRole } from '../../domain/user-role';
import type { AgeStatus } from '../../domain/age-status';

/**
 * The session row and its account in one statement: the session store's own read (unexpired row by sid)
 * joined to the account passport keeps in it (`sess.passport.user`), active accounts only. So a signed-in
 * request makes one round trip before its handler instead of two (docs/performance.md, Ledger), and still
 * reads both on every request: a deactivated account, a role change or an ended session applies at once.
 */
const SESSION_WITH_ACCOUNT = `select s.sess::text as sess, u.id, u.username, u.email, u.email_verified_at is not null as email_verified, u.role, u.age_verified, u.age_status, u.created_at
  from sessions s
  left join users u
    on u.id = case when s.sess -> 'passport' ->> 'user' ~ '^[0-9a-fA-F-]{36}$' then (s.sess -> 'passport' ->> 'user')::uuid end
   and u.deactivated_at is null
 where s.sid = $1 and s.expire >= now()`;

interface SessionAccountRow {
  sess: string;
  id: string | null;
  username: string;
  email: string | null;
  email_verified: boolean;
  role: UserRole;
  age_verified: boolean;
  age_status: AgeStatus;
  created_at: Date;
}

/** The account read with each request's session (null: none, or not active), for SessionSerializer. */
const accountsReadWithSession = new WeakMap<object, AccountView | null>();

/** The account read in the same statement as this request's session, if it was read that way and is `userId`'s; undefined otherwise. */
export function accountReadWithSession(request: Request, userId: string): AccountView | null | undefined {
  const account = accountsReadWithSession.get(request);
  if (account === undefined) return undefined;
  return account === null || account.id === userId ? account : undefined;
}

/**
 * Makes the express-session store read each session together with its account (SESSION_WITH_ACCOUNT)
 * and hand the account to the request it loads the session for (express-session calls
 * store.createSession(request, data) with the object get answered). Writes, touches and destroys stay the
 * store's own. `namedStatement`: prepare the statement once per pooled connection (not on the embedded
 * database, where every socket shares one backend session).
 */
export function readAccountsWithSessions(store: session.Store, pool: Pool, options: { namedStatement: boolean }): void {
  const loaded = new WeakMap<object, AccountView | null>();
  const query = (sid: string) =>
    pool.query<SessionAccountRow>(options.namedStatement ? { name: 'rounds_session_with_account', text: SESSION_WITH_ACCOUNT, values: [sid] } : { text: SESSION_WITH_ACCOUNT, values: [sid] }).then(({ rows: [row] }) => row);
  // Concurrent requests of one session share a read that began after each of them arrived (so a sign-out,
  // a deactivation or a role change that finished before a request is seen by it); each gets its own copy.
  const reads = new Map<string, FreshSharedRead<SessionAccountRow | undefined>>();
  const read = (sid: string) => {
    let shared = reads.get(sid);
    if (!shared) {
      if (reads.size >= SHARED_SESSION_READS_KEPT) reads.delete(reads.keys().next().value as string);
      shared = new FreshSharedRead(() => query(sid));
      reads.set(sid, shared);
    }
    return shared.get();
  };
  store.get = (sid, callback) => {
    read(sid).then(
      (row) => {
        if (!row) return callback(null, null);
        let data: session.SessionData;
        try {
          data = JSON.parse(row.sess) as session.SessionData;
        } catch {
          return store.destroy(sid, (error) => callback(error, null));
        }
        loaded.set(data, row.id === null ? null : { id: row.id, username: row.username, email: row.email ?? null, emailVerified: row.email_verified, role: row.role, ageVerified: row.age_verified, ageStatus: row.age_status, createdAt: row.created_at });
        callback(null, data);
      },
      (error: unknown) => callback(error),
    );
  };
  const createSession = store.createSession.bind(store);
  store.createSession = (request, data) => {
    const account = loaded.get(data);
    if (account !== undefined) accountsReadWithSession.set(request, account);
    return createSession(request, data);
  };
}

/** Sessions whose reads are shared among their concurrent requests; beyond it the oldest one's sharing starts over (still correct). */
const SHARED_SESSION_READS_KEPT = 10_000;
