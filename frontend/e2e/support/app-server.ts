import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Client } from 'pg';
import { BACKEND_ENTRY, REPO_ROOT } from './paths';

const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface AppServer {
  baseUrl: string;
  databaseName: string;
  /** Everything the backend printed so far, for failure messages. */
  logs: () => string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Unref'd so a pending timeout never keeps the Jest worker alive after the tests.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

async function waitForHealthy(baseUrl: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Backend exited early (code ${child.exitCode}, signal ${child.signalCode}):\n${logs()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`Backend was not healthy within ${STARTUP_TIMEOUT_MS} ms:\n${logs()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(SHUTDOWN_TIMEOUT_MS).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

async function dropDatabase(name: string): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Boots `backend/dist/main.js` on a free port with its own PostgreSQL database (created by the
 * backend on start) and queue prefix, and waits until `GET /api/health` answers 200.
 */
export async function startAppServer(): Promise<AppServer> {
  const databaseName = `rounds_browser_${randomBytes(6).toString('hex')}`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const logs = () => output;

  const child = spawn(process.execPath, [BACKEND_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${databaseName}`,
      PORT: String(port),
      NODE_ENV: 'test',
      SESSION_SECRET: `test-secret-${randomBytes(16).toString('hex')}`,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: databaseName,
      // Browser suites sign in over and over from one address: limits raised, never switched off.
      THROTTLE_ANON_PER_MINUTE: '10000',
      THROTTLE_SIGNIN_PER_MINUTE: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    await stopProcess(child);
    await dropDatabase(databaseName);
  };

  try {
    await waitForHealthy(baseUrl, child, logs);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { baseUrl, databaseName, logs, stop };
}
