import { Client } from 'pg';
import type { DatabaseTarget } from '../database/database-bootstrap';

/** /api/ready answers within READINESS_WAIT_MS + a little: a load balancer's check must not hang on a stalled dependency. */
export const READINESS_WAIT_MS = 1500;

/**
 * Whether PostgreSQL answers `select 1` within the wait, on a connection of its own: a pool whose
 * connections are all busy (or stuck on a stalled server) must not make a healthy database look down,
 * nor a probe wait for a slot. The probe's socket is destroyed whatever happens.
 */
export async function databaseAnswers(database: Pick<DatabaseTarget, 'url'>, waitMs = READINESS_WAIT_MS): Promise<boolean> {
  const client = new Client({ connectionString: database.url, connectionTimeoutMillis: waitMs });
  client.on('error', () => undefined);
  const probe = (async () => {
    await client.connect();
    await client.query('select 1');
    return true;
  })().catch(() => false);
  try {
    return await withinWait(probe, waitMs);
  } finally {
    void client.end().catch(() => undefined);
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}

/** The answer, or false when it does not come within the wait. */
export async function withinWait(answer: Promise<boolean>, waitMs = READINESS_WAIT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
  try {
    return await Promise.race([answer.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
