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
import { ImportJobBody, waitForImportJob } from '../support/import-jobs';
import { createMigratedDatabase, deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from '../support/test-app';

const WORKER_ENTRY = resolve(__dirname, '../../dist/main.worker.js');
const ROWS = 100_000;
const BRANDS = 50;

interface Worker {
  process: ChildProcess;
  /** The worker's JSON log lines so far. */
  lines(): Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

/**
 * A rolling restart during a 100,000-row import: two workers run, the one on the job gets SIGTERM mid-job.
 * It stops after the batch it is writing, hands the job back to the queue (no attempt spent) and
 * exits 0; the other resumes at the checkpoint; the catalog ends with exactly the file's rows.
 * Needs the backend built (`npm -w backend run build`): the workers are real child processes.
 */
describe('Worker SIGTERM during an import (integration)', () => {
  const databaseName = `rounds_test_term_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${TEST_PG_SERVER}/${databaseName}`;
  let storageDir: string;
  let api: StartedApp;
  let admin: TestAgent;
  let env: NodeJS.ProcessEnv;
  const workers: Worker[] = [];

  beforeAll(async () => {
    if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`npm -w backend run build\` first`);
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-term-'));
    env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: databaseName,
      STORAGE_DIR: storageDir,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
      SEED_DEMO_DATA: 'false',
      ADMIN_USERNAME: 'term_admin',
      ADMIN_PASSWORD: 'term-admin-password',
      LOG_LEVEL: 'error',
      PORT: '0',
      SHUTDOWN_TIMEOUT_MS: '60000',
    };
    await createMigratedDatabase(databaseName);
    api = await startApp({ role: 'api', env, listen: false });
    await sql(`insert into brands (id, name) select gen_random_uuid(), 'Term Test Brand ' || n from generate_series(1, ${BRANDS}) as n`);
    admin = request.agent(api.app.getHttpServer());
    await admin.post('/api/login').send({ username: 'term_admin', password: 'term-admin-password' }).expect(200);
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await api?.stop();
    await dropDatabase(databaseName);
    await deleteRedisKeys(databaseName);
    await rm(storageDir, { recursive: true, force: true });
  });

  async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** A worker process logging JSON at LOG_LEVEL=log; resolves once it consumes jobs. */
  async function startWorker(): Promise<Worker> {
    const child = spawn(process.execPath, [WORKER_ENTRY], { env: { ...env, LOG_LEVEL: 'log', LOG_FORMAT: 'json' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
    const worker: Worker = {
      process: child,
      exited,
      lines: () =>
        output
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
    };
    workers.push(worker);
    const deadline = Date.now() + 60_000;
    while (!worker.lines().some((line) => String(line.msg).includes('consuming jobs'))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The worker did not start:\n${output}`);
      await new Promise((resolvePoll) => setTimeout(resolvePoll, 50));
    }
    return worker;
  }

  const progressOf = async (jobId: string) => (await admin.get(`/api/admin/jobs/${jobId}`).expect(200)).body as ImportJobBody;
  const messagesOf = (worker: Worker, jobId: string) => worker.lines().filter((line) => line.jobId === jobId).map((line) => line.msg);

  it('hands the job over at a checkpoint and finishes with exactly the rows of the file', async () => {
    const lines = ['name,description,brand,price,categories,available,image,upc'];
    for (let index = 1; index <= ROWS; index += 1) {
      const upc = index % 2 === 0 ? String(100_000_000_000 + index) : '';
      lines.push(`Term Test Product ${index},"Batch ${index}, aged",Term Test Brand ${(index % BRANDS) + 1},${((index % 9000) / 100 + 1).toFixed(2)},"whiskey,bourbon",true,,${upc}`);
    }
    // Rolling restart: both workers are up before the upload, so the one that took the job is told to stop as soon
    // as the job is seen mid-way (starting the new worker after that point let a quick import finish first).
    const workers = [await startWorker(), await startWorker()];
    const queued = await admin
      .post('/api/admin/products/bulk-upload')
      .set('X-Request-Id', 'rolling-restart-upload')
      .attach('file', Buffer.from(`${lines.join('\n')}\n`), 'term-test.csv')
      .expect(202);
    const jobId: string = queued.body.jobId;

    let seen = await progressOf(jobId);
    const deadline = Date.now() + 120_000;
    while (!(seen.state === 'active' && seen.progress > 0 && seen.progress < 100)) {
      if (seen.state === 'completed' || seen.state === 'failed' || Date.now() > deadline) {
        throw new Error(`Never saw the job mid-way (state ${seen.state}, progress ${seen.progress}); cannot test the restart`);
      }
      await new Promise((resolvePoll) => setTimeout(resolvePoll, 20));
      seen = await progressOf(jobId);
    }

    // The worker running the job is the one that logged its start (its log may trail the progress by a moment).
    let first = workers.find((worker) => messagesOf(worker, jobId).includes('job started'));
    for (const logDeadline = Date.now() + 10_000; !first && Date.now() < logDeadline; ) {
      await new Promise((resolvePoll) => setTimeout(resolvePoll, 20));
      first = workers.find((worker) => messagesOf(worker, jobId).includes('job started'));
    }
    if (!first) throw new Error('Neither worker logged the start of the job');
    const second = workers.find((worker) => worker !== first)!;
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(messagesOf(first, jobId)).toContain('job interrupted: the process is stopping; it goes back to the queue');
    expect(messagesOf(first, jobId)).not.toContain('job completed');
    expect(first.lines().map((line) => line.msg)).toContain('stopped');

    const job = await waitForImportJob(admin, jobId, 180_000);
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ total: ROWS, success: ROWS, created: ROWS, updated: 0, errorCount: 0, errors: [] });
    const [counts] = await sql<Record<string, string>>(
      `select count(*) as products, count(distinct name) as names, count(upc) as upcs, count(distinct upc) as distinct_upcs from products`,
    );
    expect(counts).toEqual({ products: String(ROWS), names: String(ROWS), upcs: String(ROWS / 2), distinct_upcs: String(ROWS / 2) });

    // The hand-over spent no attempt: the second worker ran attempt 1 of 3, and every line names the upload's request.
    const resumed = second.lines().filter((line) => line.jobId === jobId);
    expect(resumed.find((line) => line.msg === 'job started')).toMatchObject({ attempt: 1, reqId: 'rolling-restart-upload' });
    expect(resumed.map((line) => line.msg)).toContain('job completed');
    expect(first.lines().filter((line) => line.jobId === jobId).every((line) => line.reqId === 'rolling-restart-upload')).toBe(true);

    // The worker's own /metrics counts the run it finished.
    const metricsAt = String(second.lines().find((line) => String(line.msg).includes('metrics on'))?.msg).match(/(http:\/\/\S+\/metrics)/)![1];
    const metrics = await (await fetch(metricsAt)).text();
    expect(metrics).toMatch(/^rounds_job_duration_seconds_count\{[^}]*job="catalog\.import-products"[^}]*outcome="completed"[^}]*\} 1$/m);
  }, 300_000); // the waits inside bound it; on a loaded 2-core machine a 100,000-row import outlasts jest's 60 s default
});
