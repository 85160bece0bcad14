// The PostgreSQL server the web benchmarks make their throwaway shop databases on, and how they drop them.

/** A connection to the server's maintenance database (DATABASE_ADMIN_URL). */
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The connection URL of `database` on that server. */
export function databaseUrl(database) {
  return `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${database}`;
}

/** Drops `database` if it exists; FORCE, because an app just killed may still hold connections to it. */
export async function dropDatabase(database) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).finally(() => admin.end());
}
