import { Logger } from '@nestjs/common';
import { ClientConfig, Pool, PoolClient, PoolConfig } from 'pg';
import type { DatabaseLimits } from '../../../config/app-config';
import type { DatabaseTarget } from './database-bootstrap';

/** What a client is told to wait before trying again while PostgreSQL is away or stalled. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The settings every connection of this process opens with: PostgreSQL itself ends a statement or a lock
 * wait that runs too long, and opening a connection gives up after the acquisition limit. The embedded
 * PGlite serves one backend to every socket and takes no start-up parameters, so it gets the connect limit only.
 */
export function connectionLimits(database: Pick<DatabaseTarget, 'embedded'>, limits: DatabaseLimits): Pick<ClientConfig, 'statement_timeout' | 'lock_timeout' | 'connectionTimeoutMillis'> {
  return {
    connectionTimeoutMillis: limits.acquireTimeoutMs,
    ...(database.embedded ? {} : { statement_timeout: limits.statementTimeoutMs, lock_timeout: limits.lockTimeoutMs }),
  };
}

const poolLogger = new Logger('Database');

/**
 * A node-postgres pool for code that runs its own SQL beside the ORM (sessions, imports). An idle client
 * that PostgreSQL terminates (a restart, a failover) emits 'error' on the pool: without a listener Node
 * would end the process. The pool has already dropped that client, so the next query opens a new one.
 */
export function createDatabasePool(name: string, database: DatabaseTarget, limits: DatabaseLimits, options: Pick<PoolConfig, 'max'>): Pool {
  const pool = new Pool({ connectionString: database.url, ...connectionLimits(database, limits), ...options });
  pool.on('error', (error) => poolLogger.warn(`The ${name} pool lost an idle connection (${describeDatabaseError(error)}); the next query opens a new one`));
  return pool;
}

/**
 * Runs `work` on a client checked out of the pool. While checked out, a client has no 'error' listener of the
 * pool's: a connection PostgreSQL terminates between two statements (planning a batch in JavaScript) would be
 * an uncaught 'error' event that ends the process. Here it is caught, the work's next statement fails, and the
 * client is destroyed on release instead of going back to the pool.
 */
export async function withPooledClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => (lost = error);
  client.on('error', onError);
  try {
    return await work(client);
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}

/** SQLSTATEs and socket errors that mean "PostgreSQL cannot serve this now", not "this request is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03']);
const CONNECTION_LOST_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02']);
const CONNECTION_LOST_MESSAGES = [/connection terminated/i, /connection ended unexpectedly/i, /not queryable/i, /terminating connection/i, /server closed the connection/i];
const UNAVAILABLE_MESSAGES = [/timeout exceeded when trying to connect/i, /^timeout expired$/i, /due to connection timeout/i, /timeout acquiring a connection/i, /query read timeout/i, /the database system is (starting up|shutting down|in recovery mode)/i];

interface ErrorLike {
  name?: string;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  previous?: unknown;
}

/** The error and what it wraps (MikroORM keeps the driver's error in `previous`, others in `cause`). */
function* chainOf(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).previous ?? (current as ErrorLike).cause;
  }
}

/**
 * The connection under a statement died (the server restarted, the socket broke) or none could be opened:
 * nothing of the statement happened, so a read may run again on a new connection.
 */
export function isConnectionLost(error: unknown): boolean {
  for (const link of chainOf(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (CONNECTION_LOST_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof link.message === 'string' && CONNECTION_LOST_MESSAGES.some((pattern) => pattern.test(link.message as string))) return true;
  }
  return false;
}

/**
 * PostgreSQL is away, stalled or saturated: a lost connection, no connection within the acquisition limit,
 * a statement or lock wait cut by its timeout. Answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isConnectionLost(error)) return true;
  for (const link of chainOf(error)) {
    if (link.name === 'KnexTimeoutError' || link.name === 'ConnectionException' || link.name === 'LockWaitTimeoutException') return true;
    if (typeof link.code === 'string' && UNAVAILABLE_SQLSTATES.has(link.code)) return true;
    if (typeof link.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(link.message as string))) return true;
  }
  return false;
}

/** A short description for logs: the SQLSTATE or socket code and the first line of the message. */
export function describeDatabaseError(error: unknown): string {
  const { code, message } = (error ?? {}) as ErrorLike;
  return `${typeof code === 'string' ? `${code} ` : ''}${String(message ?? error).split('\n')[0]}`;
}
