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
import { deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from '../support/test-app';

const WORKER_ENTRY = resolve(__dirname, '../../dist/main.worker.js');
const ROWS = 40_000;
const BRANDS = 50;

/**
 * The worker is killed with SIGKILL in the middle of an import; BullMQ's stalled-job recovery hands the
 * job to a new worker, and the catalog ends with exactly the file's rows: no duplicates, no losses.
 * Needs the backend built (`npm -w backend run build`), since the worker runs as a real child process.
 */
describe('Product import survives a killed worker (integration)', () => {
  const databaseName = `rounds_test_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${TEST_PG_SERVER}/${databaseName}`;
  let storageDir: string;
  let api: StartedApp;
  let admin: TestAgent;
  let env: NodeJS.ProcessEnv;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`npm -w backend run build\` first`);
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-kill-'));
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
    // The API only enqueues; the job is consumed by worker child processes alone.
    api = await startApp({ role: 'api', env, listen: false });
    await sql(`insert into brands (id, name) select gen_random_uuid(), 'Kill Test Brand ' || n from generate_series(1, ${BRANDS}) as n`);
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

  async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  function startWorker(): ChildProcess {
    const worker = spawn(process.execPath, [WORKER_ENTRY], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    workers.push(worker);
    return worker;
  }

  async function progressOf(jobId: string): Promise<ImportJobBody> {
    return (await admin.get(`/api/admin/jobs/${jobId}`).expect(200)).body as ImportJobBody;
  }

  it('finishes with exactly the rows of the file after a SIGKILL mid-job', async () => {
    const lines = ['name,description,brand,price,categories,available,image,upc'];
    for (let index = 1; index <= ROWS; index += 1) {
      // Half the rows are keyed by upc, half by brand + name.
      const upc = index % 2 === 0 ? String(100_000_000_000 + index) : '';
      lines.push(`Kill Test Product ${index},"Batch ${index}, aged",Kill Test Brand ${(index % BRANDS) + 1},${((index % 9000) / 100 + 1).toFixed(2)},"whiskey,bourbon",true,,${upc}`);
    }
    const queued = await admin
      .post('/api/admin/products/bulk-upload')
      .attach('file', Buffer.from(`${lines.join('\n')}\n`), 'kill-test.csv')
      .expect(202);
    const jobId: string = queued.body.jobId;

    const first = startWorker();
    let seen = await progressOf(jobId);
    const deadline = Date.now() + 60_000;
    while (!(seen.state === 'active' && seen.progress > 0 && seen.progress < 100)) {
      if (seen.state === 'completed' || seen.state === 'failed' || Date.now() > deadline) {
        throw new Error(`Never saw the job mid-way (state ${seen.state}, progress ${seen.progress}); cannot test the kill`);
      }
      await new Promise((resolvePoll) => setTimeout(resolvePoll, 20));
      seen = await progressOf(jobId);
    }
    first.kill('SIGKILL');
    await new Promise((resolveExit) => first.once('exit', resolveExit));
    const landedBeforeKill = Number((await sql<{ count: string }>('select count(*) from products'))[0].count);
    expect(landedBeforeKill).toBeLessThan(ROWS);

    startWorker();
    const job = await waitForImportJob(admin, jobId, 90_000);
    expect(job.state).toBe('completed');
    // Every row counted once: the retry resumed after the killed worker's last checkpoint instead of
    // re-reading its rows as updates.
    expect(job.result).toMatchObject({ total: ROWS, success: ROWS, created: ROWS, updated: 0, errorCount: 0, errors: [] });

    const [counts] = await sql<Record<string, string>>(
      `select count(*) as products, count(distinct name) as names, count(upc) as upcs, count(distinct upc) as distinct_upcs from products`,
    );
    expect(counts).toEqual({ products: String(ROWS), names: String(ROWS), upcs: String(ROWS / 2), distinct_upcs: String(ROWS / 2) });
  }, 240_000); // the waits inside bound it (60 s + 90 s); jest's 60 s default cut it short on a loaded machine
});
