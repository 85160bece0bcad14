import { ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redisAnswers } from '../../src/shared/infrastructure/jobs/bullmq/redis-connections';
import { csv, waitForImportJob } from '../support/import-jobs';
import { createTestApp, TestApp } from '../support/test-app';
import { freeLoopbackPort } from '../../src/shared/infrastructure/net/free-loopback-port';

/**
 * Redis going away and coming back, on a private redis-server this test starts and stops
 * (the machine's shared Redis is never touched).
 */
describe('Admin bulk product import with Redis down (e2e)', () => {
  let redis: ChildProcess | null = null;
  let redisUrl: string;
  let port: number;
  let app: TestApp;
  let storageDir: string;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(redisUrl, 300))) {
      if (Date.now() > deadline) throw new Error('private redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stopRedis = async () => {
    const child = redis;
    redis = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  };

  beforeAll(async () => {
    port = await freeLoopbackPort();
    redisUrl = `redis://127.0.0.1:${port}`;
    await startRedis();
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-import-redis-'));
    app = await createTestApp({
      env: { REDIS_URL: redisUrl, STORAGE_DIR: storageDir, ADMIN_USERNAME: 'ops_admin', ADMIN_PASSWORD: 'ops-admin-password' },
    });
  });
  afterAll(async () => {
    if (!redis) await startRedis(); // lets the app's queue connections close cleanly
    await app?.close();
    await stopRedis();
    await rm(storageDir, { recursive: true, force: true });
  });

  const storedFiles = async () => readdir(join(storageDir, 'product-imports')).catch(() => [] as string[]);

  it('answers 503 with a clear message and keeps no file while Redis is down, and recovers without a restart', async () => {
    const admin = await app.signIn('ops_admin', 'ops-admin-password');
    const upload = (name: string) =>
      admin.post('/api/admin/products/bulk-upload').attach('file', csv(['name,brand,price', `${name},No Such Brand,1`]), 'products.csv');

    const before = await upload('Before Outage').expect(202);
    expect((await waitForImportJob(admin, before.body.jobId)).state).toBe('completed');
    expect(await storedFiles()).toEqual([]);

    await stopRedis();
    const during = await upload('During Outage').expect(503);
    expect(during.body).toEqual({
      statusCode: 503,
      code: 'QUEUE_UNAVAILABLE',
      message: 'Background processing is unavailable right now (the job queue cannot be reached). Please try again in a minute.',
    });
    expect(await storedFiles()).toEqual([]);
    await admin.get(`/api/admin/jobs/${before.body.jobId}`).expect(503);

    await startRedis();
    const deadline = Date.now() + 15_000;
    let after = await upload('After Outage');
    while (after.status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await upload('After Outage');
    }
    expect(after.status).toBe(202);
    const job = await waitForImportJob(admin, after.body.jobId);
    expect(job.result).toMatchObject({ total: 1, success: 0, errorCount: 1 });
  });
});

