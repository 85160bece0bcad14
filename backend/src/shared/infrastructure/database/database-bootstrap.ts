import { mkdirSync } from 'node:fs';
import type { Extension } from '@electric-sql/pglite';
import { Client } from 'pg';
import { AppConfig, EMBEDDED_DATABASE } from '../../../config/app-config';
import { freeLoopbackPort } from '../net/free-loopback-port';

export interface DatabaseTarget {
  url: string;
  /** A streaming replica for reads that tolerate lag (DATABASE_READ_URL); none: every read on `url`. */
  readUrl?: string;
  embedded: boolean;
  /** Connections the target can serve; PGlite serves one backend shared by a few sockets. */
  poolMax: number;
  /** false only for tooling that needs the ORM's metadata but no connection (the OpenAPI writer). */
  connect?: boolean;
  close(): Promise<void>;
}

/**
 * Picks the database: the configured server (creating its database when missing), or, where no
 * DATABASE_URL is set and nothing answers at the default, an embedded PGlite served on a local socket.
 */
export async function resolveDatabase(config: AppConfig, log: (message: string) => void): Promise<DatabaseTarget> {
  if (config.databaseUrl === EMBEDDED_DATABASE) return startEmbeddedPostgres(config, log, 'DATABASE_URL=embedded');
  const url = new URL(config.databaseUrl);
  const serverAnswers = await canConnect(withDatabase(url, 'postgres'));
  if (serverAnswers) {
    await ensureDatabaseExists(url);
    return { url: config.databaseUrl, readUrl: config.databaseReadUrl, embedded: false, poolMax: 10, close: async () => undefined };
  }
  if (config.databaseUrlExplicit) {
    throw new Error(`DATABASE_URL is set but PostgreSQL does not answer at ${url.host}`);
  }
  return startEmbeddedPostgres(config, log, 'no PostgreSQL answered and DATABASE_URL is not set');
}

async function startEmbeddedPostgres(config: AppConfig, log: (message: string) => void, why: string): Promise<DatabaseTarget> {
  // Loaded lazily: the WebAssembly build is only needed when no server exists.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  // The catalog's substring search runs on trigram indexes (migration 20261122063637). The subpath is
  // a package export that this project's module resolution cannot type, hence the typed cast.
  const { pg_trgm } = (await import('@electric-sql/pglite/contrib/pg_trgm' as string)) as { pg_trgm: Extension };
  const dir = `${config.dataDir}/pglite`;
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  // The socket is private to this process, so any free loopback port will do.
  const port = await freeLoopbackPort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 5 });
  await server.start();
  log(`Using the embedded PostgreSQL (PGlite) in ${dir} because ${why}; fine for one person trying the shop, not for load`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    poolMax: 3,
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}

function withDatabase(url: URL, database: string): string {
  const copy = new URL(url.toString());
  copy.pathname = `/${database}`;
  return copy.toString();
}

async function canConnect(connectionString: string): Promise<boolean> {
  const client = new Client({ connectionString, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabaseExists(url: URL): Promise<void> {
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name || name === 'postgres') return;
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // another process created it first
      });
    }
  } finally {
    await client.end();
  }
}
