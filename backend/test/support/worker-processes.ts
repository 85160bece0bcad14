import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { startApp, StartedApp } from '../../src/app/bootstrap';
import type { ImportJobBody } from './import-jobs';
import { createMigratedDatabase, deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from './test-app';

const WORKER_ENTRY = resolve(__dirname, '../../dist/main.worker.js');

export interface WorkerHarness {
  /** Signed in as the harness's admin on the API process (which only enqueues). */
  readonly admin: TestAgent;
  sql<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** A real worker child process (dist/main.worker.js) on the harness's database, Redis prefix and storage. */
  startWorker(): ChildProcess;
  progressOf(jobId: string): Promise<ImportJobBody>;
  /** Polls until the job is active with some but not all of its progress (fails if it finishes first). */
  waitUntilMidway(jobId: string, timeoutMs?: number): Promise<void>;
}

/**
 * The set-up of the worker-kill integration tests: an API process that only enqueues, on its own
 * database, Redis prefix and storage directory, an admin signed in, and worker child processes started on
 * demand (all killed and everything dropped afterwards). Needs the backend built (`npm -w backend run build`).
 */
export function useWorkerHarness(name: string): WorkerHarness {
  const databaseName = `rounds_test_${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${TEST_PG_SERVER}/${databaseName}`;
  let storageDir: string;
  let api: StartedApp;
  let admin: TestAgent;
  let env: NodeJS.ProcessEnv;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`npm -w backend run build\` first`);
    storageDir = await mkdtemp(join(tmpdir(), `rounds-${name}-`));
    env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: databaseName,
      STORAGE_DIR: storageDir,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
      SEED_DEMO_DATA: 'false',
      ADMIN_USERNAME: 'kill_admin',
      ADMIN_PASSWORD: 'kill-admin-password',
      LOG_LEVEL: 'error',
      PORT: '0',
    };
    await createMigratedDatabase(databaseName);
    // The API only enqueues; the job is consumed by worker child processes alone.
    api = await startApp({ role: 'api', env, listen: false });
    admin = request.agent(api.app.getHttpServer());
    await admin.post('/api/login').send({ username: 'kill_admin', password: 'kill-admin-password' }).expect(200);
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    await api?.stop();
    await dropDatabase(databaseName);
    await deleteRedisKeys(databaseName);
    await rm(storageDir, { recursive: true, force: true });
  });

  const harness: WorkerHarness = {
    get admin() {
      return admin;
    },
    async sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    },
    startWorker(): ChildProcess {
      const worker = spawn(process.execPath, [WORKER_ENTRY], { env, stdio: ['ignore', 'ignore', 'inherit'] });
      workers.push(worker);
      return worker;
    },
    async progressOf(jobId: string): Promise<ImportJobBody> {
      return (await admin.get(`/api/admin/jobs/${jobId}`).expect(200)).body as ImportJobBody;
    },
    async waitUntilMidway(jobId: string, timeoutMs = 60_000): Promise<void> {
      let seen = await harness.progressOf(jobId);
      const deadline = Date.now() + timeoutMs;
      while (!(seen.state === 'active' && seen.progress > 0 && seen.progress < 100)) {
        if (seen.state === 'completed' || seen.state === 'failed' || Date.now() > deadline) {
          throw new Error(`Never saw the job mid-way (state ${seen.state}, progress ${seen.progress}); cannot test the kill`);
        }
        await new Promise((resolvePoll) => setTimeout(resolvePoll, 20));
        seen = await harness.progressOf(jobId);
      }
    },
  };
  return harness;
}
