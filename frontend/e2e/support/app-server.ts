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

/**
 * Waits for the backend's ready message on the IPC channel (sent once it listens). Polling the port instead could be
 * answered by another test's server that took the port after it was probed free; this message comes from the child.
 */
function waitForReady(child: ChildProcess, logs: () => string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Backend was not ready within ${STARTUP_TIMEOUT_MS} ms:\n${logs()}`)), STARTUP_TIMEOUT_MS);
    timer.unref();
    child.on('message', (message: { type?: string }) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      // The channel served its purpose; left open it would keep the Jest worker alive.
      child.disconnect();
      resolve();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new BackendExitedError(`Backend exited early (code ${code}, signal ${signal}):\n${logs()}`, logs()));
    });
  });
}

class BackendExitedError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
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

/**
 * Boots `backend/dist/main.js` on a free port on `databaseName` and waits until it says it listens. The port is
 * chosen up front because PUBLIC_ORIGIN must name it; when something took it in the meantime, another is tried.
 */
async function startBackend(databaseName: string, extraEnv: Record<string, string> = {}): Promise<Backend> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startBackendOn(await freePort(), databaseName, extraEnv);
    } catch (error) {
      const portTaken = error instanceof BackendExitedError && error.output.includes('EADDRINUSE');
      if (!portTaken || attempt === 3) throw error;
    }
  }
}

async function startBackendOn(port: number, databaseName: string, extraEnv: Record<string, string>): Promise<Backend> {
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
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  try {
    await waitForReady(child, logs);
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
 * test template) and queue prefix, and waits until it listens. `extraEnv` replaces the
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
