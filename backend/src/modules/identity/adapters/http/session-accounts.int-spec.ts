import session from 'express-session';
import { Pool } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { createSessionStore } from '../persistence/session-store';
import { accountReadWithSession, readAccountsWithSessions } from './session-accounts';

/** The session store reading each session with its account in one statement (docs/decisions/accounts-and-security.md, "Sessions"). */
describe('Sessions read with their account', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: session.Store;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    store = createSessionStore(pool, { pruneEverySeconds: false });
    readAccountsWithSessions(store, pool, { namedStatement: true });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.close();
  });

  const call = <T>(work: (done: (error: unknown, value?: T) => void) => void) =>
    new Promise<T | undefined>((resolve, reject) => work((error, value) => (error ? reject(error) : resolve(value))));
  const cookie = { originalMaxAge: 3600_000, expires: new Date(Date.now() + 3600_000), httpOnly: true, path: '/' } as session.Cookie;
  const signIn = async (sid: string, username: string) => {
    const [user] = await db.query<{ id: string }>("insert into users (username, password_hash, role) values ($1, 'x', 'user') returning id", [username]);
    await call((done) => store.set(sid, { cookie, passport: { user: user.id } } as session.SessionData, done));
    return user.id;
  };
  /** What express-session does with a loaded session: get it, then create the request's session from it. */
  const load = async (sid: string) => {
    const request = {} as Parameters<typeof accountReadWithSession>[0];
    const data = await call<session.SessionData | null>((done) => store.get(sid, done));
    if (data) store.createSession(request as never, data);
    return { data, request };
  };

  it('hands the request the active account read with its session, and each request its own copy', async () => {
    const userId = await signIn('sid-active', 'reader_one');
    const [first, second] = await Promise.all([load('sid-active'), load('sid-active')]);
    expect(first.data).toMatchObject({ passport: { user: userId } });
    expect(first.data).not.toBe(second.data);
    expect(accountReadWithSession(first.request, userId)).toMatchObject({ id: userId, username: 'reader_one', role: 'user', ageVerified: false });
    expect(accountReadWithSession(second.request, userId)).toMatchObject({ id: userId });
    // Another user id than the session's: not this account.
    expect(accountReadWithSession(first.request, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('sees a role change, a deactivation and an expiry on the next read', async () => {
    const userId = await signIn('sid-changes', 'reader_two');
    await db.query("update users set role = 'creator' where id = $1", [userId]);
    expect(accountReadWithSession((await load('sid-changes')).request, userId)).toMatchObject({ role: 'creator' });

    await db.query('update users set deactivated_at = now() where id = $1', [userId]);
    const deactivated = await load('sid-changes');
    expect(deactivated.data).toMatchObject({ passport: { user: userId } });
    expect(accountReadWithSession(deactivated.request, userId)).toBeNull();

    await db.query("update sessions set expire = now() - interval '1 second' where sid = 'sid-changes'");
    expect((await load('sid-changes')).data).toBeFalsy();
  });
});
