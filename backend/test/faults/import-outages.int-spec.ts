import { Client } from 'pg';
import type { ImportJobBody } from '../support/import-jobs';
import { reportFigures, sessionCookie } from '../support/fault-load';
import { startPrivatePostgres, startPrivateRedis, PrivatePostgres, PrivateRedis } from '../support/private-servers';
import { spawnApp, SpawnedApp } from '../support/spawn-app';

const ROWS = 60_000;
const BRANDS = 20;
/** BullMQ's job lock (bullmq-workers.ts): a Redis stall longer than this hands the job to another worker. */
const JOB_LOCK_MS = 15_000;

/**
 * Imports through faults, on a PostgreSQL and a Redis of the test's own with one API and two worker processes:
 * PostgreSQL restarted mid-import, and Redis frozen past the job lock so that two workers run the same import.
 * Either way no process exits and the result counts every row exactly once. Needs `npm -w backend run build`.
 */
describe('Imports through database and Redis outages (fault, private servers)', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let api: SpawnedApp;
  const workers: SpawnedApp[] = [];
  let adminCookie: string;
  let env: Record<string, string>;

  const sql = async <T = Record<string, unknown>>(text: string): Promise<T[]> => {
    const client = new Client({ connectionString: postgres.url('rounds_import_faults') });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    redis = await startPrivateRedis();
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: postgres.url('rounds_import_faults'),
      REDIS_URL: redis.url,
      SESSION_SECRET: 'fault-test-session-secret-long-enough-1',
      SEED_DEMO_DATA: 'false',
      ADMIN_USERNAME: 'import_fault_admin',
      ADMIN_PASSWORD: 'import-fault-password',
      LOG_LEVEL: 'log',
    };
    api = await spawnApp('main.api.js', { ...env, PROCESS_ROLE: 'api', LOG_LEVEL: 'error' });
    for (let index = 0; index < 2; index++) workers.push(await spawnApp('main.worker.js', { ...env, PROCESS_ROLE: 'worker' }));
    adminCookie = await sessionCookie(api.url, 'import_fault_admin', 'import-fault-password');
    await sql(`insert into brands (id, name) select gen_random_uuid(), 'Fault Brand ' || n from generate_series(1, ${BRANDS}) as n`);
  }, 180_000);

  afterAll(async () => {
    for (const process of [api, ...workers]) await process?.stop('SIGKILL');
    await postgres?.close();
    await redis?.close();
  });

  const upload = async (tag: string): Promise<string> => {
    const lines = ['name,description,brand,price,categories,available,image,upc'];
    for (let index = 1; index <= ROWS; index++) lines.push(`${tag} Product ${index},Batch ${index},Fault Brand ${(index % BRANDS) + 1},${((index % 9000) / 100 + 1).toFixed(2)},whiskey,true,,`);
    const form = new FormData();
    form.append('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), `${tag}.csv`);
    const response = await fetch(`${api.url}/api/admin/products/bulk-upload`, { method: 'POST', headers: { cookie: adminCookie }, body: form });
    expect(response.status).toBe(202);
    return ((await response.json()) as { jobId: string }).jobId;
  };
  const job = async (jobId: string): Promise<ImportJobBody> => (await (await fetch(`${api.url}/api/admin/jobs/${jobId}`, { headers: { cookie: adminCookie } })).json()) as ImportJobBody;
  const waitForJob = async (jobId: string, until: (seen: ImportJobBody) => boolean, what: string, timeoutMs = 150_000): Promise<ImportJobBody> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = await job(jobId).catch(() => null);
      if (seen && until(seen)) return seen;
      if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}; last seen ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const midway = (seen: ImportJobBody) => {
    if (seen.state === 'completed' || seen.state === 'failed') throw new Error(`The import finished before the fault (${seen.state}): make it larger`);
    return seen.state === 'active' && seen.progress > 0;
  };
  /** No worker exited; when one did, its own log says why. */
  const expectWorkersAlive = () => {
    const exited = workers.filter((worker) => worker.process.exitCode !== null || worker.process.signalCode !== null);
    expect(exited.map((worker) => `exit ${worker.process.exitCode ?? worker.process.signalCode}: ${worker.output().slice(-3000)}`)).toEqual([]);
  };
  const productsOf = async (tag: string) =>
    (await sql<{ products: string; names: string }>(`select count(*) as products, count(distinct name) as names from products where name like '${tag} Product %'`))[0];

  it('finishes an import with exact counts through a PostgreSQL restart, with no worker exiting', async () => {
    const jobId = await upload('Restart');
    await waitForJob(jobId, midway, 'the import mid-way');
    const restartAt = Date.now();
    await postgres.restart();
    const databaseDownMs = Date.now() - restartAt;
    const done = await waitForJob(jobId, (seen) => seen.state === 'completed' || seen.state === 'failed', 'the import to finish');

    expectWorkersAlive();
    expect(done.state).toBe('completed');
    expect(done.result).toMatchObject({ total: ROWS, success: ROWS, created: ROWS, updated: 0, errorCount: 0 });
    expect(await productsOf('Restart')).toEqual({ products: String(ROWS), names: String(ROWS) });
    reportFigures('import through a postgres restart', { rows: ROWS, databaseDownMs, result: { created: done.result!.created, updated: done.result!.updated, total: done.result!.total }, importMsAfterRestart: Date.now() - restartAt });
  }, 240_000);

  it('counts every row once when Redis stalls past the job lock and a second worker takes the import over', async () => {
    const jobId = await upload('Stall');
    await waitForJob(jobId, midway, 'the import mid-way');
    redis.freeze();
    try {
      // The fault itself is a duration: Redis frozen for longer than the job lock, so that the lock expires.
      await new Promise((resolve) => setTimeout(resolve, JOB_LOCK_MS + 2_000));
    } finally {
      redis.thaw();
    }
    const done = await waitForJob(jobId, (seen) => seen.state === 'completed' || seen.state === 'failed', 'the import to finish');

    expectWorkersAlive();
    expect(done.state).toBe('completed');
    expect(done.result).toMatchObject({ total: ROWS, success: ROWS, created: ROWS, updated: 0, errorCount: 0 });
    expect(await productsOf('Stall')).toEqual({ products: String(ROWS), names: String(ROWS) });
    const takeovers = workers.map((worker) => (worker.output().match(/took it over/g) ?? []).length);
    reportFigures('import through a redis stall past the job lock', {
      rows: ROWS,
      result: { created: done.result!.created, updated: done.result!.updated, total: done.result!.total },
      workersThatRanIt: workers.filter((worker) => worker.output().includes(`Import `)).length,
      batchesRefusedToAStaleWorker: takeovers.reduce((sum, count) => sum + count, 0),
    });
  }, 240_000);
});
