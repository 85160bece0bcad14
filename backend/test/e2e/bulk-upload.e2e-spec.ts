import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type TestAgent from 'supertest/lib/agent';
import { csv, waitForImportJob } from '../support/import-jobs';
import { createTestApp, TestApp } from '../support/test-app';

const BRAND_HEADER = 'Brand Name,Product Name,Image Type,Image File Name,Image URL,Description';

interface SheetResult {
  success: number;
  failed: number;
  brandsUpdated: number;
  productsUpdated: number;
  errors: Array<{ row: number; message: string }>;
  total: number;
  dryRun: boolean;
}

/** The Bulk Upload tab's spreadsheets: brand image spreadsheet, universal spreadsheet, errors.csv. */
describe('Bulk image spreadsheets (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let storageDir: string;
  let brandA: string;
  let brandB: string;
  let productA: string;
  const path = (key: string) => `/objects/uploads/${key}`;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-bulk-e2e-'));
    app = await createTestApp({ seedDemo: true, env: { STORAGE_DIR: storageDir } });
    admin = await app.signIn('admin');
    brandA = randomUUID();
    brandB = randomUUID();
    productA = randomUUID();
    await app.query(`insert into brands (id, name) values ($1, 'Sheet Brand A'), ($2, 'Sheet Brand B')`, [brandA, brandB]);
    await app.query(`insert into products (id, brand_id, name, price_cents) values ($1, $2, 'Sheet Gin', 3000)`, [productA, brandA]);
  });
  afterAll(async () => {
    await app?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** An object stored for a brand under a file name, as the per-brand image upload leaves it. */
  async function storedForBrand(brandId: string, fileName: string): Promise<string> {
    const key = randomUUID();
    await app.query(
      `insert into uploaded_objects (key, owner_user_id, state, expires_at, content_type, size_bytes, etag, stored_at, brand_id, file_name)
       values ($1, $2, 'stored', now(), 'image/png', 10, 'etag', now(), $3, $4)`,
      [key, randomUUID(), brandId, fileName],
    );
    return key;
  }

  const uploadTo = (url: string, file: Buffer, name: string, contentType = 'text/csv') => admin.post(url).attach('file', file, { filename: name, contentType });
  async function runJob(url: string, file: Buffer, name: string, contentType?: string): Promise<{ jobId: string; result: SheetResult }> {
    const queued = await uploadTo(url, file, name, contentType).expect(202);
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job).toMatchObject({ state: 'completed', progress: 100 });
    return { jobId: queued.body.jobId, result: job.result as unknown as SheetResult };
  }

  it('refuses non-admins, a missing file, a file that is not CSV or Excel, and a file without the columns', async () => {
    const shopper = await app.signIn('shopper');
    for (const url of ['/api/brands/bulk-upload/spreadsheet', '/api/universal/bulk-upload']) {
      await app.http().post(url).expect(401);
      await shopper.post(url).attach('file', csv([BRAND_HEADER]), 'sheet.csv').expect(403);
      const none = await admin.post(url).field('note', 'no file').expect(400);
      expect(none.body).toMatchObject({ code: 'NO_FILE', message: expect.stringMatching(/^No File Selected/) });
      const image = await uploadTo(url, Buffer.from('not a sheet'), 'photo.png', 'image/png').expect(400);
      expect(image.body).toEqual({ statusCode: 400, code: 'INVALID_FILE', message: 'Invalid File: Please select a CSV or Excel file.' });
      const oldExcel = await uploadTo(url, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.csv').expect(400);
      expect(oldExcel.body).toMatchObject({ code: 'INVALID_FILE', message: expect.stringMatching(/^Invalid File: Please select a CSV or Excel file/) });
      const noColumns = await uploadTo(url, csv(['Brand Name,Something']), 'sheet.csv').expect(400);
      expect(noColumns.body).toMatchObject({ code: 'SHEET_MISSING_COLUMN', message: expect.stringContaining('Missing required columns') });
    }
  });

  it('applies a brand image spreadsheet, refuses its bad row, and the dry run reaches the same verdict', async () => {
    const logo = await storedForBrand(brandA, 'logo-a.png');
    const bottle = await storedForBrand(brandA, 'gin.png');
    const lifestyle = await storedForBrand(brandA, 'bar.png');
    await storedForBrand(brandB, 'other.png');
    const file = csv([
      BRAND_HEADER,
      'Sheet Brand A,,logo,logo-a.png,,Logo',
      'Sheet Brand A,Sheet Gin,product,gin.png,,Bottle',
      'Sheet Brand A,,lifestyle,bar.png,,Bar',
      'Sheet Brand A,,lifestyle,other.png,,Belongs to B',
      'sheet brand a,,logo,logo-a.png,,Wrong case',
      'Sheet Brand A,,banner,bar.png,,',
    ]);
    const dry = await runJob('/api/brands/bulk-upload/spreadsheet?dryRun=true', file, 'brand-images.csv');
    const real = await runJob('/api/brands/bulk-upload/spreadsheet', file, 'brand-images.csv');
    expect(real.result).toMatchObject({ success: 3, failed: 3, total: 6, dryRun: false });
    expect(real.result.errors).toEqual([
      { row: 5, message: 'Image File Name "other.png" is not an image uploaded for brand "Sheet Brand A"; upload it with the per-brand image upload first, or give an Image URL' },
      { row: 6, message: 'Brand "sheet brand a" does not exist; did you mean "Sheet Brand A"? Brand names must match exactly' },
      { row: 7, message: "Image Type must be logo, product or lifestyle, got 'banner'" },
    ]);
    expect({ ...dry.result, dryRun: false }).toMatchObject({ success: real.result.success, failed: real.result.failed, errors: real.result.errors });

    const [brand] = await app.query<{ logo: string; images: string[] }>('select logo, images from brands where id = $1', [brandA]);
    expect(brand).toEqual({ logo: path(logo), images: [path(lifestyle)] });
    const [product] = await app.query<{ image: string }>('select image from products where id = $1', [productA]);
    expect(product.image).toBe(path(bottle));

    // The Description column is the image's description: the alt text the brand and product pages carry.
    const brandPage = await admin.get(`/api/brands/${brandA}`).expect(200);
    expect(brandPage.body.imageDescriptions).toEqual({ [path(logo)]: 'Logo', [path(lifestyle)]: 'Bar' });
    const productPage = await admin.get(`/api/products/${productA}`).expect(200);
    expect(productPage.body.imageDescription).toBe('Bottle');

    // Re-running the same file changes nothing: no row of brands, products or image_descriptions is rewritten.
    const versions = () =>
      app.query<{ xmin: string }>(
        `select xmin::text from brands where id = $1 union all select xmin::text from products where id = $2
         union all (select xmin::text from image_descriptions where image_path = any($3) order by image_path)`,
        [brandA, productA, [path(logo), path(bottle), path(lifestyle)]],
      );
    const before = await versions();
    expect(before).toHaveLength(5);
    const rerun = await runJob('/api/brands/bulk-upload/spreadsheet', file, 'brand-images.csv');
    expect(rerun.jobId).not.toBe(real.jobId);
    expect(rerun.result).toMatchObject({ success: 3, failed: 3 });
    expect(await versions()).toEqual(before);

    // errors.csv: the refused rows as uploaded, plus an error column.
    const errors = await admin.get(`/api/admin/jobs/${real.jobId}/errors.csv`).expect(200);
    expect(errors.headers['content-type']).toMatch(/^text\/csv/);
    expect(errors.text).toBe(
      `${BRAND_HEADER},error\r\n` +
        'Sheet Brand A,,lifestyle,other.png,,Belongs to B,"Image File Name ""other.png"" is not an image uploaded for brand ""Sheet Brand A""; upload it with the per-brand image upload first, or give an Image URL"\r\n' +
        'sheet brand a,,logo,logo-a.png,,Wrong case,"Brand ""sheet brand a"" does not exist; did you mean ""Sheet Brand A""? Brand names must match exactly"\r\n' +
        "Sheet Brand A,,banner,bar.png,,,Image Type must be logo, product or lifestyle, got 'banner'\r\n".replace("Image Type must be logo, product or lifestyle, got 'banner'", '"Image Type must be logo, product or lifestyle, got \'banner\'"'),
    );

    // Fix the file (the other brand's image is uploaded for A too) and send errors.csv back: 0 errors, no duplicates.
    const moreBar = await storedForBrand(brandA, 'other.png');
    const fixed = errors.text.replace('sheet brand a', 'Sheet Brand A').replace(',banner,', ',lifestyle,');
    const again = await runJob('/api/brands/bulk-upload/spreadsheet', Buffer.from(fixed), 'errors.csv');
    expect(again.result).toMatchObject({ success: 3, failed: 0, errors: [] });
    const [after] = await app.query<{ logo: string; images: string[] }>('select logo, images from brands where id = $1', [brandA]);
    expect(after).toEqual({ logo: path(logo), images: [path(lifestyle), path(moreBar)] });
    const emptyErrors = await admin.get(`/api/admin/jobs/${again.jobId}/errors.csv`).expect(200);
    expect(emptyErrors.text).toBe(`${BRAND_HEADER},error\r\n`);
  });

  it('queues an .xlsx without the columns, and its job fails with the header message (the worker parses workbooks)', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Images').addRow(['Brand Name', 'Something']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const queued = await uploadTo('/api/brands/bulk-upload/spreadsheet?dryRun=true', xlsx, 'no-columns.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').expect(202);
    const job = await waitForImportJob(admin, queued.body.jobId);
    expect(job).toMatchObject({ state: 'failed', failedReason: expect.stringContaining('Missing required columns') });
  });

  it('reads the universal spreadsheet from .xlsx (first sheet) and from a semicolon CSV', async () => {
    const primary = await storedForBrand(brandB, 'b-logo.png');
    const extra = await storedForBrand(brandB, 'b-extra.png');
    const gin = await storedForBrand(brandA, 'gin-2.png');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Images');
    sheet.addRow(['Target Type', 'Brand Name', 'Product Name', 'Image Type', 'Image File Name', 'Image URL', 'Description', 'Set as Primary']);
    sheet.addRow(['brand', 'Sheet Brand B', '', 'logo', 'b-logo.png', '', 'Logo', true]);
    sheet.addRow([]);
    sheet.addRow(['brand', 'Sheet Brand B', '', 'lifestyle', 'b-extra.png', '', 42, false]);
    sheet.addRow(['product', 'Sheet Brand A', 'Sheet Gin', 'product', 'gin-2.png', '', '', 'false']);
    sheet.addRow(['product', 'Sheet Brand A', '', 'product', 'gin-2.png', '', '', 'true']);
    workbook.addWorksheet('Notes').addRow(['Target Type', 'nothing here']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

    const { result } = await runJob('/api/universal/bulk-upload', xlsx, 'universal.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(result).toMatchObject({ success: 3, failed: 1, brandsUpdated: 1, productsUpdated: 1, total: 4 });
    expect(result.errors).toEqual([{ row: 6, message: 'Product Name is required for product rows (Target Type product)' }]);
    const [brand] = await app.query<{ logo: string; images: string[] }>('select logo, images from brands where id = $1', [brandB]);
    expect(brand).toEqual({ logo: path(primary), images: [path(extra)] });
    const [product] = await app.query<{ images: string[] }>('select images from products where id = $1', [productA]);
    expect(product.images).toEqual([path(gin)]);

    const semicolons = csv([
      'Target Type;Brand Name;Product Name;Image Type;Image File Name;Image URL;Description;Set as Primary',
      'product;Sheet Brand A;Sheet Gin;product;gin-2.png;;"Bottle; 70cl";true',
    ]);
    const second = await runJob('/api/universal/bulk-upload', semicolons, 'universal.csv');
    expect(second.result).toMatchObject({ success: 1, failed: 0, productsUpdated: 1 });
    const [primaryNow] = await app.query<{ image: string }>('select image from products where id = $1', [productA]);
    expect(primaryNow.image).toBe(path(gin));
  });

  it('answers 404 for errors.csv of an unknown job', async () => {
    const response = await admin.get('/api/admin/jobs/universal-unknown-import/errors.csv').expect(404);
    expect(response.body).toMatchObject({ code: 'IMPORT_JOB_NOT_FOUND' });
  });
});
