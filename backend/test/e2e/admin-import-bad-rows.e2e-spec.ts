import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { csv, waitForImportJob, whileProductsTableRefuses } from '../support/import-jobs';
import { createTestApp, TestApp } from '../support/test-app';

const HEADER = 'name,description,brand,price,categories,available,image,upc';
const BRAND = 'Ember & Oak Distilling';

/** One bad row is that row's error; a failure of ours never shows its raw message and leaves no file behind. */
describe('Product import survives bad rows (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-import-bad-rows-'));
    app = await createTestApp({ seedDemo: true, env: { STORAGE_DIR: storageDir } });
    admin = await app.signIn('admin');
  });
  afterAll(async () => {
    await app?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const upload = (file: Buffer) => admin.post('/api/admin/products/bulk-upload').attach('file', file, { filename: 'products.csv', contentType: 'text/csv' }).expect(202);
  const storedFiles = async () => readdir(join(storageDir, 'product-imports')).catch(() => [] as string[]);

  it('imports 1,499 of 1,500 rows when one description holds a NUL byte, and reports that row', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `NUL Test Bottle ${i + 1},${i === 700 ? 'Smoky\u0000finish' : 'Fine'},${BRAND},${20 + (i % 50)},whiskey,true,,`);
    const queued = await upload(csv([HEADER, ...rows]));
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ total: 1500, created: 1499, success: 1499, errorCount: 1 });
    expect(job.result!.errors).toEqual([{ row: 702, error: 'description contains a NUL character (\\u0000)' }]);
    // errors.csv gives the row back; PostgreSQL cannot keep a NUL, so it shows as U+FFFD where it was.
    const errorsCsv = await admin.get(`/api/admin/jobs/${queued.body.jobId}/errors.csv`).expect(200);
    expect(errorsCsv.text.split('\r\n')[1]).toBe(`NUL Test Bottle 701,Smoky\uFFFDfinish,${BRAND},${20 + (700 % 50)},whiskey,true,,,description contains a NUL character (\\u0000)`);
    const [{ count }] = await app.query<{ count: string }>(`select count(*) from products where name like 'NUL Test Bottle %'`);
    expect(Number(count)).toBe(1499);
    expect(await storedFiles()).toEqual([]);
  });

  it('gives a refused row back in errors.csv with its formula neutralised, so the spreadsheet shows it as text', async () => {
    const formula = '=HYPERLINK("http://evil.example","x")';
    const queued = await upload(csv([HEADER, `"${formula.replace(/"/g, '""')}",,${BRAND},not-a-price,gin,true,,`, `@SUM(A1),,${BRAND},-5,gin,true,,`]));
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job.result).toMatchObject({ created: 0, errorCount: 2 });
    const lines = (await admin.get(`/api/admin/jobs/${queued.body.jobId}/errors.csv`).expect(200)).text.split('\r\n');
    expect(lines[1].startsWith(`"'=HYPERLINK(""http://evil.example"",""x"")",,${BRAND},not-a-price,`)).toBe(true);
    expect(lines[2].startsWith(`'@SUM(A1),,${BRAND},'-5,`)).toBe(true);
    // No cell of the file starts a formula.
    for (const line of lines.slice(1).filter(Boolean)) expect(line).not.toMatch(/(^|,)"?[=+\-@\t\r]/);
  });

  it('refuses image values that are not https URLs or shop paths, row by row', async () => {
    const queued = await upload(
      csv([
        HEADER,
        `Image Test Js,,${BRAND},10,gin,true,javascript:alert(1),`,
        `Image Test Http,,${BRAND},10,gin,true,http://tracker.example/pixel.gif,`,
        `Image Test Ok,,${BRAND},10,gin,true,https://cdn.example.com/ok.jpg,`,
        `Image Test Path,,${BRAND},10,gin,true,/images/products/ok.svg,`,
      ]),
    );
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job.result).toMatchObject({ created: 2, errorCount: 2 });
    expect(job.result!.errors.map((error) => error.row)).toEqual([2, 3]);
    expect(job.result!.errors[0].error).toMatch(/^image must be an https URL or a path under \/images\/ or \/objects\//);
    expect(await app.query(`select 1 from products where image like 'javascript:%' or image like 'http:%'`)).toEqual([]);
  });

  it('fails a job broken by the database with our message, never the database\'s, and removes its stored file', async () => {
    await whileProductsTableRefuses(app, 'secret-db-detail: relation "products" is on fire', async () => {
      const queued = await upload(csv([HEADER, `Exploding Gin,,${BRAND},10,gin,true,,`]));
      const job = await waitForImportJob(admin, queued.body.jobId);
      expect(job.state).toBe('failed');
      expect(job.failedReason).toBe('The import stopped on an error on our side. Rows imported before it stay; upload the file again to import the rest.');
      const listed = await admin.get('/api/admin/jobs').expect(200);
      expect(JSON.stringify(listed.body)).not.toMatch(/secret-db-detail|on fire|relation/);
      expect(await storedFiles()).toEqual([]);
    });
  });
});
