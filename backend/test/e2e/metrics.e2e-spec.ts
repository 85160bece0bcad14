import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csv, waitForImportJob } from '../support/import-jobs';
import { createTestApp, TestApp } from '../support/test-app';

const TOKEN = 'metrics-e2e-token-0123456789';

/** A sample line's value: `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics (e2e)', () => {
  let app: TestApp;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-metrics-'));
    app = await createTestApp({ env: { METRICS_TOKEN: TOKEN, STORAGE_DIR: storageDir, ADMIN_USERNAME: 'metrics_admin', ADMIN_PASSWORD: 'metrics-admin-password' } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('serves Prometheus text: request durations by route and status, queue depths, job runs, pool usage, event-loop lag, memory', async () => {
    await app.http().get('/api/products?limit=1').expect(200);
    await app.http().get('/api/products/6f1c2a3b-0000-4000-8000-00000000abcd').expect(404);
    const admin = await app.signIn('metrics_admin', 'metrics-admin-password');
    const queued = await admin.post('/api/admin/products/bulk-upload').attach('file', csv(['name,brand,price', 'Metric Bottle,No Such Brand,10']), 'products.csv').expect(202);
    await waitForImportJob(admin, queued.body.jobId);

    const response = await app.http().get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/products', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/products/:id', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/products', status: '200', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('6f1c2a3b-0000-4000-8000-00000000abcd');
    for (const state of ['waiting', 'active', 'delayed', 'failed']) {
      expect(sample(text, 'rounds_queue_jobs', { queue: 'catalog.import-products', state })).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'rounds_queue_up')).toBe(1);
    expect(sample(text, 'rounds_job_duration_seconds_count', { job: 'catalog.import-products', outcome: 'completed' })).toBe(1);
    expect(sample(text, 'rounds_db_pool_connections', { pool: 'orm', state: 'max' })).toBeGreaterThan(0);
    expect(sample(text, 'rounds_db_pool_connections', { pool: 'orm', state: 'used' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'rounds_process_draining')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE rounds_job_failures_total counter');
  });

  it('answers loopback, and a forwarded request only with the bearer token', async () => {
    await app.http().get('/metrics').expect(200);
    const refused = await app.http().get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(403);
    expect(refused.body).toEqual({
      statusCode: 403,
      message: 'Metrics are readable from the addresses in METRICS_ALLOW, or with METRICS_TOKEN as a bearer token.',
      code: 'METRICS_FORBIDDEN',
    });
    await app.http().get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    await app.http().get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', 'Bearer wrong-token-0123456789').expect(403);
  });
});
