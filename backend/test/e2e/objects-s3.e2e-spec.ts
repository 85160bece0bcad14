import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { csv, waitForImportJob } from '../support/import-jobs';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The whole app on the S3 adapter (STORAGE_URL → s3rver started here): uploaded images and the
 * product import's CSV go to the bucket and come back from it; refused uploads leave no object.
 */
describe('Object storage on an S3-compatible bucket (e2e)', () => {
  let directory: string;
  let server: S3rver;
  let endpoint: string;
  let app: TestApp;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'rounds-s3rver-e2e-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'rounds-e2e', configs: [] }] });
    endpoint = `http://127.0.0.1:${((await server.run()) as AddressInfo).port}`;
    app = await createTestApp({
      seedDemo: true,
      env: {
        STORAGE_DIR: join(directory, 'spool'),
        STORAGE_URL: `s3://rounds-e2e/shop?region=us-east-1&endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`,
        STORAGE_ACCESS_KEY_ID: 'S3RVER',
        STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const inBucket = async (key: string) => (await fetch(`${endpoint}/rounds-e2e/shop/${key}`)).status;

  it('stores an uploaded image in the bucket, re-encoded, and serves it from there', async () => {
    const { agent } = await app.registerAndSignIn('s3uploader');
    const url = new URL((await agent.post('/api/objects/upload').expect(200)).body.uploadURL);
    const key = url.pathname.split('/').pop()!;
    const image = await sharp({ create: { width: 3000, height: 100, channels: 3, background: '#123456' } }).webp().toBuffer();
    await app.http().put(`${url.pathname}${url.search}`).set('Content-Type', 'image/webp').send(image).expect(200);
    expect(await inBucket(`uploads/${key}`)).toBe(200);
    const served = await app.http().get(`/objects/uploads/${key}`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 2400, height: 80 });
  });

  it('leaves no object in the bucket for a refused upload', async () => {
    const { agent } = await app.registerAndSignIn('s3refused');
    const url = new URL((await agent.post('/api/objects/upload').expect(200)).body.uploadURL);
    const key = url.pathname.split('/').pop()!;
    const video = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(256)]);
    await app.http().put(`${url.pathname}${url.search}`).set('Content-Type', 'image/png').send(video).expect(415);
    expect(await inBucket(`uploads/${key}`)).toBe(404);
  });

  it('runs a product import whose CSV waits in the bucket for its job', async () => {
    const admin = await app.signIn('admin');
    const file = csv(['name,brand,price', 'S3 Test Gin,Juniper Lane,31.50']);
    const queued = await admin.post('/api/admin/products/bulk-upload').attach('file', file, { filename: 'products.csv', contentType: 'text/csv' }).expect(202);
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job).toMatchObject({ state: 'completed' });
    expect(await app.query("select price_cents from products where name = 'S3 Test Gin'")).toEqual([{ price_cents: 3150 }]);
  });
});
