import { Client } from 'pg';

const STARTUP_LOCK_ID = 727_274_001;

/** Runs `work` holding a PostgreSQL advisory lock, so that of several processes starting together one at a time migrates and prepares data. */
export async function withStartupLock(databaseUrl: string, work: () => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
