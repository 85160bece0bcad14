import { Client } from 'pg';
import { loadConfig } from '../../../config/app-config';
import { TEST_PG_SERVER } from '../../../../test/support/test-database';
import { createDatabasePool, isDatabaseUnavailable, withPooledClient } from './database-faults';

/** Connections PostgreSQL terminates (a restart, a failover) while idle in the pool or checked out between statements. */
describe('database pools through terminated connections (PostgreSQL)', () => {
  const database = { url: `${TEST_PG_SERVER}/postgres`, embedded: false, poolMax: 2, close: async () => undefined };
  const pool = createDatabasePool('test', database, loadConfig({}).databaseLimits, { max: 2 });
  afterAll(() => pool.end());

  const terminate = async (pid: number) => {
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
  };

  it('opens its connections with the statement and lock timeouts', async () => {
    const { rows } = await pool.query<{ statement_timeout: string; lock_timeout: string }>("select current_setting('statement_timeout') as statement_timeout, current_setting('lock_timeout') as lock_timeout");
    expect(rows[0]).toEqual({ statement_timeout: '15s', lock_timeout: '5s' });
  });

  it('survives an idle connection terminated in the pool, and the next query opens a new one', async () => {
    const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const lost = new Promise((resolve) => pool.once('error', resolve));
    await terminate(rows[0].pid);
    await lost;
    const after = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    expect(after.rows[0].pid).not.toBe(rows[0].pid);
  });

  it('survives a checked-out connection terminated between two statements: the next statement fails as unavailable, and the client is not reused', async () => {
    let terminatedPid = 0;
    const outcome = await withPooledClient(pool, async (client) => {
      terminatedPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
      // Waits on the socket, not on the client's 'error' event: a listener of the test's own would hide a missing one.
      const closed = new Promise((resolve) => (client as unknown as { connection: NodeJS.EventEmitter }).connection.once('end', resolve));
      await terminate(terminatedPid);
      await closed; // the client emitted 'error' before: without withPooledClient's listener, the process would have ended
      return client.query('select 1').then(
        () => 'answered',
        (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : `other: ${String(error)}`),
      );
    });
    expect(outcome).toBe('unavailable');
    const pids = await Promise.all([1, 2].map(() => pool.query<{ pid: number }>('select pg_backend_pid() as pid')));
    expect(pids.map(({ rows }) => rows[0].pid)).not.toContain(terminatedPid);
  });
});
