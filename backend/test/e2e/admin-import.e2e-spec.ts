import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { csv, waitForImportJob } from '../support/import-jobs';
import { createTestApp, TestApp } from '../support/test-app';
import { CatalogJob } from '../../src/modules/catalog';
import { JOB_QUEUE } from '../../src/shared/application/jobs/job-queue.port';
import { BullMqJobQueue } from '../../src/shared/infrastructure/jobs/bullmq/bullmq-job-queue.adapter';

const HEADER = 'name,description,brand,price,categories,available,image,upc';
const MIXED = csv([
  HEADER,
  'Test Gin One,Juniper,Juniper Lane,32.00,"gin, london dry",true,https://example.com/gin.jpg,',
  ',No name,Juniper Lane,10,gin,true,,',
  'Test Rum,,Nope Brand,25,rum,true,,',
  'Test Vodka,,juniper lane,20,vodka,true,,',
  'Test Beer,"Crisp, clean",Foghorn Brewing Co.,6.5,beer,false,,00012345678905',
  'Ember & Oak Rye Whiskey,Updated by the import,Ember & Oak Distilling,61,whiskey,true,,',
  'Test Gin One,Juniper again,Juniper Lane,33,gin,true,,',
  'Bad Price,,Juniper Lane,abc,gin,true,,',
]);
const MIXED_ERRORS = [
  { row: 3, error: 'name is required' },
  { row: 4, error: 'brand "Nope Brand" does not exist; use the exact name of an existing brand' },
  { row: 5, error: 'brand "juniper lane" does not exist; did you mean "Juniper Lane"? Brand names must match exactly' },
  { row: 9, error: "price must be a number ≥ 0, got 'abc'" },
];

describe('Admin bulk product import (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-import-e2e-'));
    app = await createTestApp({ seedDemo: true, env: { STORAGE_DIR: storageDir } });
    admin = await app.signIn('admin');
  });
  afterAll(async () => {
    await app?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const productCount = async () => Number((await app.query<{ count: string }>('select count(*) from products'))[0].count);
  const upload = (file: Buffer, name = 'products.csv', query = '') =>
    admin.post(`/api/admin/products/bulk-upload${query}`).attach('file', file, { filename: name, contentType: 'text/csv' });
  const storedFiles = async () => readdir(join(storageDir, 'product-imports')).catch(() => [] as string[]);
  const spooledFiles = async () => readdir(join(storageDir, 'incoming')).catch(() => [] as string[]);

  it('refuses everyone but admins: 401 signed out, 403 for other roles', async () => {
    const shopper = await app.signIn('shopper');
    for (const [method, path] of [
      ['post', '/api/admin/products/bulk-upload'],
      ['get', '/api/admin/jobs'],
      ['get', '/api/admin/jobs/products-abc-import'],
      ['post', '/api/admin/jobs/products-abc-import/cancel'],
      ['get', '/api/admin/stats'],
      ['get', '/api/admin/products'],
      ['get', '/api/admin/products/bulk-upload/template'],
    ] as const) {
      await app.http()[method](path).expect(401);
      const refused = await shopper[method](path).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, code: 'ROLE_REQUIRED' });
    }
    const brand = await app.signIn('brand');
    await brand.post('/api/admin/products/bulk-upload').attach('file', MIXED, 'products.csv').expect(403);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a file whose name is not .csv with 'Invalid File Type: Please select a CSV file.'", async () => {
    for (const name of ['products.xlsx', 'products.csv.txt', 'products']) {
      const response = await upload(MIXED, name).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: 'Invalid File Type: Please select a CSV file.', code: 'INVALID_FILE_TYPE' });
    }
    expect(await storedFiles()).toEqual([]);
    expect(await spooledFiles()).toEqual([]);
  });

  it('refuses an upload without a file, and one with a bad dryRun', async () => {
    const none = await admin.post('/api/admin/products/bulk-upload').field('note', 'x').expect(400);
    expect(none.body.code).toBe('NO_FILE');
    const wrongField = await admin.post('/api/admin/products/bulk-upload').attach('upload', MIXED, 'products.csv').expect(400);
    expect(wrongField.body.message).toBe('Send exactly one CSV file, in the multipart form field "file".');
    const badFlag = await upload(MIXED, 'products.csv', '?dryRun=maybe').expect(400);
    expect(badFlag.body.message).toBe('dryRun must be true or false');
    expect(await spooledFiles()).toEqual([]);
  });

  it('refuses at once a header missing a required column, naming it', async () => {
    const response = await upload(csv(['name,description,brand,categories', 'Gin,,Juniper Lane,gin'])).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'CSV_MISSING_COLUMN',
      message: 'Missing required column: price. The header row has name, description, brand, categories; required are name, brand, price.',
    });
    const empty = await upload(Buffer.alloc(0)).expect(400);
    expect(empty.body.code).toBe('CSV_EMPTY_FILE');
    expect(await storedFiles()).toEqual([]);
  });

  it('dry-runs a mixed file: the exact would-be result, and nothing written', async () => {
    const before = await productCount();
    const queued = await upload(MIXED, 'products.csv', '?dryRun=true').expect(202);
    expect(queued.body).toEqual({ jobId: expect.stringMatching(/^products-[0-9a-f]{40}-dry-run$/) });
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job).toMatchObject({ state: 'completed', progress: 100 });
    expect(job.result).toEqual({ success: 4, total: 8, created: 2, updated: 2, errors: MIXED_ERRORS, errorCount: 4, dryRun: true, importId: expect.any(String), header: HEADER.split(',') });
    expect(await productCount()).toBe(before);
    expect(await app.query("select 1 from products where name like 'Test %'")).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('imports a mixed file: good rows land, bad rows are listed by spreadsheet row', async () => {
    const before = await productCount();
    const queued = await upload(MIXED).expect(202);
    expect(queued.body.jobId).toMatch(/^products-[0-9a-f]{40}-import$/);
    expect(await app.query("select action, details->>'fileName' as file from audit_log where entity_type = 'product_import' and entity_id = $1", [queued.body.jobId])).toEqual([
      { action: 'product_import.started', file: 'products.csv' },
    ]);
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job).toMatchObject({ id: queued.body.jobId, state: 'completed', progress: 100, failedReason: null, finishedAt: expect.any(String) });
    expect(job.result).toEqual({ success: 4, total: 8, created: 2, updated: 2, errors: MIXED_ERRORS, errorCount: 4, dryRun: false, importId: expect.any(String), header: HEADER.split(',') });
    expect(await productCount()).toBe(before + 2);

    const rows = await app.query(
      `select p.name, b.name as brand, p.description, p.price_cents, p.categories, p.available, p.image, p.upc
         from products p join brands b on b.id = p.brand_id
        where p.name in ('Test Gin One', 'Test Beer', 'Ember & Oak Rye Whiskey') order by p.name`,
    );
    expect(rows).toEqual([
      { name: 'Ember & Oak Rye Whiskey', brand: 'Ember & Oak Distilling', description: 'Updated by the import', price_cents: 6100, categories: ['whiskey'], available: true, image: null, upc: expect.anything() },
      { name: 'Test Beer', brand: 'Foghorn Brewing Co.', description: 'Crisp, clean', price_cents: 650, categories: ['beer'], available: false, image: null, upc: '00012345678905' },
      { name: 'Test Gin One', brand: 'Juniper Lane', description: 'Juniper again', price_cents: 3300, categories: ['gin'], available: true, image: null, upc: null },
    ]);
    expect(await storedFiles()).toEqual([]);

    const listed = await admin.get('/api/admin/jobs').expect(200);
    expect(listed.body.map((listedJob: { id: string }) => listedJob.id)).toContain(queued.body.jobId);
  });

  it('gives the refused rows back as errors.csv, which fixed and uploaded again imports with 0 errors and no duplicates', async () => {
    const queued = await upload(MIXED, 'products.csv', '?dryRun=true').expect(202);
    // A re-run of the dry run (the first one is an earlier test's): its errors.csv is the same.
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job.result).toMatchObject({ errorCount: 4 });
    const errors = await admin.get(`/api/admin/jobs/${queued.body.jobId}/errors.csv`).expect(200);
    expect(errors.headers['content-type']).toMatch(/^text\/csv/);
    expect(errors.headers['content-disposition']).toBe(`attachment; filename="${queued.body.jobId}-errors.csv"`);
    expect(errors.text).toBe(
      `${HEADER},error\r\n` +
        ',No name,Juniper Lane,10,gin,true,,,name is required\r\n' +
        'Test Rum,,Nope Brand,25,rum,true,,,"brand ""Nope Brand"" does not exist; use the exact name of an existing brand"\r\n' +
        'Test Vodka,,juniper lane,20,vodka,true,,,"brand ""juniper lane"" does not exist; did you mean ""Juniper Lane""? Brand names must match exactly"\r\n' +
        "Bad Price,,Juniper Lane,abc,gin,true,,,price must be a number ≥ 0, got 'abc'\r\n".replace("price must be a number ≥ 0, got 'abc'", `"price must be a number ≥ 0, got 'abc'"`),
    );

    const before = await productCount();
    const fixed = Buffer.from(
      errors.text.replace(',No name,', 'Test Named Later,No name,').replace('Nope Brand,25', 'Juniper Lane,25').replace('juniper lane,20', 'Juniper Lane,20').replace(',abc,', ',12.5,'),
    );
    const again = await upload(fixed, 'errors.csv').expect(202);
    const fixedJob = await waitForImportJob(admin, again.body.jobId);
    expect(fixedJob.result).toMatchObject({ success: 4, created: 4, updated: 0, errorCount: 0, errors: [] });
    expect(await productCount()).toBe(before + 4);
    expect((await admin.get(`/api/admin/jobs/${again.body.jobId}/errors.csv`).expect(200)).text).toBe(`${HEADER},error\r\n`);

    // The fixed file once more: the same products updated, none duplicated.
    const third = await upload(fixed, 'errors.csv').expect(202);
    expect((await waitForImportJob(admin, third.body.jobId)).result).toMatchObject({ success: 4, created: 0, updated: 4, errorCount: 0 });
    expect(await productCount()).toBe(before + 4);
    await app.query(`delete from products where name in ('Test Named Later', 'Test Rum', 'Test Vodka', 'Bad Price')`);
  });

  it('re-running the same file is a new run that creates nothing new', async () => {
    const before = await productCount();
    const first = await upload(MIXED).expect(202);
    const job = await waitForImportJob(admin, first.body.jobId);
    expect(first.body.jobId).toMatch(/^products-[0-9a-f]{40}-import-\d+$/);
    expect(job.result).toMatchObject({ success: 4, created: 0, updated: 4, errorCount: 4 });
    expect(await productCount()).toBe(before);
  });

  it('a file uploaded again after the queue has forgotten its runs is imported again, not answered from an old run', async () => {
    // The queue keeps finished jobs for a while only; once they are gone the same file gets its first job id again.
    const queue = app.app.get<BullMqJobQueue>(JOB_QUEUE).queues.of(CatalogJob.ImportProducts);
    const forgotten = (await queue.getJobs(['completed'])).filter((job) => job.id!.endsWith('-import') || /-import-\d+$/.test(job.id!));
    expect(forgotten.length).toBeGreaterThanOrEqual(2);
    for (const job of forgotten) await job.remove();

    const before = await productCount();
    const queued = await upload(MIXED).expect(202);
    expect(queued.body.jobId).toMatch(/^products-[0-9a-f]{40}-import$/);
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job.result).toMatchObject({ success: 4, created: 0, updated: 4, errorCount: 4 });
    expect(await productCount()).toBe(before);
  });

  it('keys rows by upc: a renamed product with the same upc is updated, not duplicated', async () => {
    const before = await productCount();
    const renamed = csv([HEADER, 'Test Beer Renamed,,Foghorn Brewing Co.,7,beer,true,,00012345678905']);
    const job = await waitForImportJob(admin, (await upload(renamed).expect(202)).body.jobId);
    expect(job.result).toMatchObject({ created: 0, updated: 1, errorCount: 0 });
    expect(await productCount()).toBe(before);
    expect(await app.query("select name, price_cents from products where upc = '00012345678905'")).toEqual([{ name: 'Test Beer Renamed', price_cents: 700 }]);
  });

  it('leaves fields alone whose column the file does not have', async () => {
    const job = await waitForImportJob(admin, (await upload(csv(['name,brand,price', 'Test Gin One,Juniper Lane,34'])).expect(202)).body.jobId);
    expect(job.result).toMatchObject({ created: 0, updated: 1 });
    expect(await app.query("select description, price_cents, categories from products where name = 'Test Gin One'")).toEqual([
      { description: 'Juniper again', price_cents: 3400, categories: ['gin'] },
    ]);
  });

  it('answers 404 for an unknown job and 400 for a malformed id', async () => {
    const unknown = await admin.get('/api/admin/jobs/products-unknown-import').expect(404);
    expect(unknown.body.code).toBe('IMPORT_JOB_NOT_FOUND');
    await admin.post('/api/admin/jobs/products-unknown-import/cancel').expect(404);
    const malformed = await admin.get('/api/admin/jobs/not%20an%20id').expect(400);
    expect(malformed.body.message).toMatch(/jobId must be a job id/);
  });

  it('refuses to cancel a finished job', async () => {
    const job = await waitForImportJob(admin, (await upload(csv([HEADER, 'Test Cancel Late,,Juniper Lane,5,gin,true,,'])).expect(202)).body.jobId);
    const refused = await admin.post(`/api/admin/jobs/${job.id}/cancel`).expect(409);
    expect(refused.body.code).toBe('IMPORT_JOB_FINISHED');
  });

  it('serves the stat card counts and a page of the products table', async () => {
    const stats = await admin.get('/api/admin/stats').expect(200);
    const [counts] = await app.query<Record<string, string>>(
      'select (select count(*) from users) as users, (select count(*) from creators) as creators, (select count(*) from brands) as brands, (select count(*) from products) as products',
    );
    expect(stats.body).toEqual({
      totalUsers: Number(counts.users),
      activeCurators: Number(counts.creators),
      partnerBrands: Number(counts.brands),
      totalProducts: Number(counts.products),
    });

    const page = await admin.get('/api/admin/products?page=1&pageSize=5').expect(200);
    expect(page.body).toMatchObject({ total: Number(counts.products), page: 1, pageSize: 5 });
    expect(page.body.items).toHaveLength(5);
    expect(Object.keys(page.body.items[0]).sort()).toEqual(['availability', 'availableForDelivery', 'brand', 'category', 'id', 'name', 'price']);
    await admin.get('/api/admin/products?pageSize=201').expect(400);
    await admin.get('/api/admin/products?page=0').expect(400);
  });

  it('serves product_upload_template.csv', async () => {
    const response = await admin.get('/api/admin/products/bulk-upload/template').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="product_upload_template.csv"');
    expect(response.text.split('\r\n')[0]).toBe(HEADER);
  });

  it('refuses a file over 100 MB with 413', async () => {
    const line = 'Test Big,,Juniper Lane,5,gin,true,,\n';
    const big = Buffer.alloc(100 * 1024 * 1024 + 1024, line);
    const response = await upload(big).expect(413);
    expect(response.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: 'The file is larger than 100 MB. Split it into several CSV files and upload them one by one.' });
    expect(await spooledFiles()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });
});
