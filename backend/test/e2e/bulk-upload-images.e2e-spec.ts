import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { csv, waitForImportJob } from '../support/import-jobs';
import { createTestApp, TestApp } from '../support/test-app';

const HEADER = 'Brand Name,Product Name,Image Type,Image File Name,Image URL,Description';

/**
 * Image URLs fetched by the import worker (SSRF-safe) and the per-brand image upload. A local
 * HTTP server stands in for the internet; only its origin is allowed, by the test setting IMAGE_FETCH_TEST_ORIGINS.
 */
describe('Bulk image URLs and per-brand uploads (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let storageDir: string;
  let server: Server;
  let origin: string;
  let png: Buffer;
  let brandId: string;

  beforeAll(async () => {
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08040' } }).png().toBuffer();
    server = createServer((request, response) => {
      if (request.url === '/logo.png' || request.url === '/same.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (request.url === '/redirect') response.writeHead(302, { location: 'https://127.0.0.1:9/logo.png' }).end();
      else if (request.url === '/text') response.writeHead(200, { 'content-type': 'image/png' }).end('not an image at all');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-bulk-img-e2e-'));
    app = await createTestApp({ seedDemo: true, env: { STORAGE_DIR: storageDir, IMAGE_FETCH_TEST_ORIGINS: origin } });
    admin = await app.signIn('admin');
    brandId = randomUUID();
    await app.query(`insert into brands (id, name) values ($1, 'Url Brand')`, [brandId]);
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => server?.close(resolve));
    await rm(storageDir, { recursive: true, force: true });
  });

  it('fetches allowed image URLs, refuses loopback, private, metadata and redirected addresses row by row, and stores one image once', async () => {
    const file = csv([
      HEADER,
      `Url Brand,,logo,,${origin}/logo.png,`,
      'Url Brand,,lifestyle,,https://127.0.0.1/x.png,',
      'Url Brand,,lifestyle,,https://10.0.0.1/x.png,',
      'Url Brand,,lifestyle,,https://169.254.169.254/latest/meta-data/,',
      `Url Brand,,lifestyle,,${origin}/redirect,`,
      'Url Brand,,lifestyle,,http://example.com/plain.png,',
      `Url Brand,,lifestyle,,${origin}/text,`,
      `Url Brand,,lifestyle,,${origin}/same.png,`,
      'Url Brand,,lifestyle,,https://localhost/x.png,',
    ]);
    const queued = await admin.post('/api/brands/bulk-upload/spreadsheet').attach('file', file, 'urls.csv').expect(202);
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job.state).toBe('completed');
    const result = job.result as unknown as { success: number; failed: number; errors: Array<{ row: number; message: string }> };
    expect(result).toMatchObject({ success: 2, failed: 7 });
    const byRow = new Map(result.errors.map((error) => [error.row, error.message]));
    expect(byRow.get(3)).toBe('Image URL https://127.0.0.1/x.png was not fetched: 127.0.0.1 resolves to 127.0.0.1, which is not a public address');
    expect(byRow.get(4)).toBe('Image URL https://10.0.0.1/x.png was not fetched: 10.0.0.1 resolves to 10.0.0.1, which is not a public address');
    expect(byRow.get(5)).toBe('Image URL https://169.254.169.254/latest/meta-data/ was not fetched: 169.254.169.254 resolves to 169.254.169.254, which is not a public address');
    expect(byRow.get(6)).toBe(`Image URL ${origin}/redirect was not fetched: 127.0.0.1 resolves to 127.0.0.1, which is not a public address`);
    expect(byRow.get(7)).toBe('Image URL http://example.com/plain.png was not fetched: only https:// URLs are fetched (http:// is not)');
    expect(byRow.get(8)).toMatch(/^Image URL http:\/\/127\.0\.0\.1:\d+\/text is not a usable image/);
    expect(byRow.get(10)).toMatch(/^Image URL https:\/\/localhost\/x\.png was not fetched: localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/);

    // logo.png and same.png are the same bytes: one object, used as the logo and in the list.
    const objects = await app.query<{ key: string }>('select key from uploaded_objects where brand_id = $1 and source_sha256 is not null', [brandId]);
    expect(objects).toHaveLength(1);
    const [brand] = await app.query<{ logo: string; images: string[] }>('select logo, images from brands where id = $1', [brandId]);
    expect(brand).toEqual({ logo: `/objects/uploads/${objects[0].key}`, images: [`/objects/uploads/${objects[0].key}`] });
    const served = await app.http().get(brand.logo).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('issues per-brand upload URLs, stores the files for the brand, and saves only images stored for that brand', async () => {
    const refused = await admin.post('/api/brands/bulk-upload/urls').send({ brandId, filenames: ['notes.txt'] }).expect(400);
    expect(refused.body.message).toContain('only image files');
    await admin.post('/api/brands/bulk-upload/urls').send({ brandId, filenames: [] }).expect(400);
    await admin.post('/api/brands/bulk-upload/urls').send({ brandId: randomUUID(), filenames: ['a.png'] }).expect(404);
    const shopper = await app.signIn('shopper');
    const notOwner = await shopper.post('/api/brands/bulk-upload/urls').send({ brandId, filenames: ['a.png'] }).expect(403);
    expect(notOwner.body).toMatchObject({ code: 'NOT_BRAND_OWNER' });

    const issued = await admin.post('/api/brands/bulk-upload/urls').send({ brandId, filenames: ['bottle.png', 'bar.png'] }).expect(200);
    const uploadURLs: Array<{ uploadURL: string; publicURL: string }> = issued.body.uploadURLs;
    expect(uploadURLs).toHaveLength(2);
    for (const { uploadURL, publicURL } of uploadURLs) {
      const url = new URL(uploadURL);
      expect(url.pathname).toBe(publicURL);
      await app.http().put(`${url.pathname}${url.search}`).set('content-type', 'image/png').send(png).expect(200);
    }
    const [brandBefore] = await app.query<{ images: string[] }>('select images from brands where id = $1', [brandId]);
    const images = [...brandBefore.images, ...uploadURLs.map((url) => url.publicURL)];
    const saved = await admin.patch(`/api/brands/${brandId}/images`).send({ images }).expect(200);
    expect(saved.body).toEqual({ images });

    // Another user's upload is not this brand's image.
    const other = await shopper.post('/api/objects/upload').expect(200);
    const otherPath = new URL(other.body.uploadURL).pathname;
    const foreign = await admin.patch(`/api/brands/${brandId}/images`).send({ images: [...images, otherPath] }).expect(400);
    expect(foreign.body).toMatchObject({ code: 'IMAGE_NOT_STORED_FOR_BRAND' });
    await shopper.patch(`/api/brands/${brandId}/images`).send({ images }).expect(403);

    // The spreadsheet finds the uploaded files by their names.
    const sheet = csv([HEADER, 'Url Brand,,logo,bottle.png,,']);
    const queued = await admin.post('/api/brands/bulk-upload/spreadsheet').attach('file', sheet, 'by-name.csv').expect(202);
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job.result).toMatchObject({ success: 1, failed: 0 });
    const [brand] = await app.query<{ logo: string }>('select logo from brands where id = $1', [brandId]);
    expect(brand.logo).toBe(uploadURLs[0].publicURL);
  });
});
