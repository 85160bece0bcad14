import session from 'express-session';
import { Pool } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { createSessionStore } from './session-store';

/**
 * Sessions live in the migrated `sessions` table (SessionEntity) and are read and written by
 * connect-pg-simple, which the app runs with createTableIfMissing off: this pins that the table the
 * migrations make is one the store can use, so any API process can serve any signed-in request.
 */
describe('PostgreSQL session store on the migrated sessions table', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: session.Store;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new Pool({ connectionString: db.url, max: 2 });
    store = createSessionStore(pool, { pruneEverySeconds: false });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.close();
  });

  const call = <T>(work: (done: (error: unknown, value?: T) => void) => void) =>
    new Promise<T | undefined>((resolve, reject) => work((error, value) => (error ? reject(error) : resolve(value))));
  const cookie = (maxAgeMs: number) => ({ originalMaxAge: maxAgeMs, expires: new Date(Date.now() + maxAgeMs), httpOnly: true, path: '/' }) as session.Cookie;

  it('stores a session, reads it back from another connection, and destroys it', async () => {
    const data = { cookie: cookie(30 * 24 * 3600_000), passport: { user: 'user-1' } } as session.SessionData;
    await call((done) => store.set('sid-1', data, done));
    expect(await call<session.SessionData | null>((done) => store.get('sid-1', done))).toMatchObject({ passport: { user: 'user-1' } });
    expect(await db.query("select sid from sessions where sid = 'sid-1'")).toEqual([{ sid: 'sid-1' }]);

    await call((done) => store.destroy('sid-1', done));
    expect(await call((done) => store.get('sid-1', done))).toBeFalsy();
  });

  it('does not answer an expired session', async () => {
    await call((done) => store.set('sid-2', { cookie: cookie(60_000), passport: { user: 'user-2' } } as session.SessionData, done));
    await db.query("update sessions set expire = now() - interval '1 second' where sid = 'sid-2'");
    expect(await call((done) => store.get('sid-2', done))).toBeFalsy();
  });
});
