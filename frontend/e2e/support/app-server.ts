import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Client } from 'pg';
import { createDatabaseFromTemplate, currentHour, ensureTemplate, fingerprintFiles } from '../../../backend/test/support/template-databases';
import { BACKEND_DIST, BACKEND_ENTRY, REPO_ROOT } from './paths';

const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432';
const POSTGRES_ADMIN_URL = `${POSTGRES_SERVER}/postgres`;
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

interface Backend {
  baseUrl: string;
  logs: () => string;
  stop: () => Promise<void>;
}

/** Boots `backend/dist/main.js` on a free port on `databaseName` and waits until `GET /api/health` answers 200. */
async function startBackend(databaseName: string, extraEnv: Record<string, string> = {}): Promise<Backend> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const logs = () => output;

  const child = spawn(process.execPath, [BACKEND_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `${POSTGRES_SERVER}/${databaseName}`,
      PORT: String(port),
      // The shop's public address is where this test server is reached (robots.txt, sitemaps and share links use it).
      PUBLIC_ORIGIN: baseUrl,
      NODE_ENV: 'test',
      SESSION_SECRET: `test-secret-${randomBytes(16).toString('hex')}`,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: databaseName,
      // Browser suites sign in over and over from one address: limits raised, never switched off.
      THROTTLE_ANON_PER_MINUTE: '10000',
      THROTTLE_SIGNIN_PER_MINUTE: '10000',
      // argon2 at its smallest cost (NODE_ENV=test only): these suites test pages, not key stretching.
      PASSWORD_HASHING: 'fast',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  try {
    await waitForHealthy(baseUrl, child, logs);
  } catch (error) {
    await stopProcess(child).catch(() => undefined);
    throw error;
  }
  return { baseUrl, logs, stop: () => stopProcess(child) };
}

const TEMPLATE_ENV = 'ROUNDS_BROWSER_TEST_TEMPLATE';
let template: Promise<string> | undefined;

/**
 * The database every browser spec's backend starts from: migrated and seeded with the demo shop by the
 * built backend itself, once per build of backend/dist and hour (seeded rows are dated from when they were
 * written). The global setup builds it before the workers start and hands its name down in the environment.
 */
export function browserTestTemplate(): Promise<string> {
  const known = process.env[TEMPLATE_ENV];
  template ??= known
    ? Promise.resolve(known)
    : ensureTemplate(POSTGRES_SERVER, { kind: 'browser', fingerprint: `${fingerprintFiles(REPO_ROOT, [BACKEND_DIST], (file) => !file.endsWith('.map'))}_${currentHour()}` }, async (_url, name) => {
        const backend = await startBackend(name);
        await backend.stop();
      }).then((name) => {
        process.env[TEMPLATE_ENV] = name;
        return name;
      });
  return template;
}

/**
 * Boots `backend/dist/main.js` on a free port with its own PostgreSQL database (a copy of the browser
 * test template) and queue prefix, and waits until `GET /api/health` answers 200. `extraEnv` replaces the
 * defaults (an empty PUBLIC_ORIGIN unsets it).
 */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const databaseName = `rounds_test_browser_${randomBytes(6).toString('hex')}`;
  await createDatabaseFromTemplate(POSTGRES_SERVER, databaseName, await browserTestTemplate());
  let backend: Backend;
  try {
    backend = await startBackend(databaseName, extraEnv);
  } catch (error) {
    await dropDatabase(databaseName).catch(() => undefined);
    throw error;
  }
  return {
    baseUrl: backend.baseUrl,
    databaseName,
    logs: backend.logs,
    stop: async () => {
      await backend.stop();
      await dropDatabase(databaseName);
    },
  };
}
