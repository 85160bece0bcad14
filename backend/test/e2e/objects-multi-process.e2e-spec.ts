import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { spawnApp, SpawnedApp } from '../support/spawn-app';
import { createTestApp, TestApp } from '../support/test-app';

const SESSION_SECRET = 'test-session-secret-that-is-long-enough-123';

/** Two API processes on one database and one storage: an upload URL works once across both. */
describe('Upload URLs across API processes (e2e)', () => {
  let storageDir: string;
  let first: TestApp;
  let second: SpawnedApp;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-objects-multi-'));
    first = await createTestApp({ env: { STORAGE_DIR: storageDir, SESSION_SECRET } });
    second = await spawnApp('main.api.js', {
      NODE_ENV: 'test',
      DATABASE_URL: first.databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: first.databaseName,
      SESSION_SECRET,
      STORAGE_DIR: storageDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    });
  }, 120_000);
  afterAll(async () => {
    await second?.stop();
    await first?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('lets exactly one of many PUTs racing on both processes store the file, and serves it from either', async () => {
    const { agent } = await first.registerAndSignIn('multi');
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#445566' } }).png().toBuffer();
    const url = new URL((await agent.post('/api/objects/upload').expect(200)).body.uploadURL);
    const path = `${url.pathname}${url.search}`;

    const onSecond = () => fetch(`${second.url}${path}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: image }).then((answer) => answer.status);
    const onFirst = () => first.http().put(path).set('Content-Type', 'image/png').send(image).then((answer) => answer.status);
    const statuses = await Promise.all([onSecond(), onFirst(), onSecond(), onFirst(), onSecond(), onFirst()]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);

    const served = await fetch(`${second.url}${url.pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    await first.http().get(url.pathname).expect(200);
  });
});
