import type { Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const CSV = [
  'name,description,brand,price,categories,available,image',
  'Browser Test Gin,Juniper forward,Juniper Lane,32.00,"gin, london dry",true,',
  'Browser Test Rum,,Nope Distillery,25,rum,true,',
  'Browser Test Lager,,Foghorn Brewing Co.,6.50,beer,false,',
].join('\n');

describe('admin bulk product upload', () => {
  const shop = useShopInBrowser({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  it('uploads a CSV with one bad row and watches the job reach its results', async () => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    const totalProducts = page.getByTestId('stat-totalProducts');
    await page.waitForFunction(() => /^\d/.test(document.querySelector('[data-testid="stat-totalProducts"]')?.textContent ?? ''));
    const before = Number((await totalProducts.textContent())!.replace(/,/g, ''));
    await expect(page.getByRole('link', { name: 'Download Template' }).getAttribute('href')).resolves.toBe('/api/admin/products/bulk-upload/template');
    await expect(page.getByRole('link', { name: 'Job Queues' }).getAttribute('href')).resolves.toBe('/admin/queues');

    await page.locator('#product-csv-file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    await page.getByRole('progressbar', { name: 'Import progress' }).first().waitFor();
    await page.getByRole('button', { name: 'Upload Another File' }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('import-success').textContent()).resolves.toBe('2 of 3 products uploaded successfully (2 new, 0 updated).');
    await expect(page.getByTestId('import-errors').textContent()).resolves.toBe(
      'Row 3: brand "Nope Distillery" does not exist; use the exact name of an existing brand',
    );
    // The failed row comes back as errors.csv, like the spreadsheet panels'.
    const errorsLink = page.getByRole('link', { name: 'Download errors.csv' });
    await expect(errorsLink.getAttribute('href')).resolves.toMatch(/^\/api\/admin\/jobs\/products-[0-9a-f]{40}-import(-\d+)?\/errors\.csv$/);
    await page.getByText('2 products uploaded successfully. 1 error.').first().waitFor();
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="stat-totalProducts"]')?.textContent?.replace(/,/g, '') === String(expected),
      before + 2,
    );
    await page.getByRole('cell', { name: 'Browser Test Lager' }).waitFor();

    await page.getByRole('button', { name: 'Upload Another File' }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor();
  });

  it('refuses a file that is not a CSV before uploading', async () => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.locator('#product-csv-file').setInputFiles({ name: 'products.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await page.getByText('Invalid File Type').first().waitFor();
    await page.getByText('Please select a CSV file.').first().waitFor();
    await expect(page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).resolves.toBe(true);
  });

  it('tells a signed-in non-admin that the page is not for them', async () => {
    await signInAs(page, 'shopper');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Access Required' }).waitFor();
    await expect(page.getByTestId('stat-totalProducts').count()).resolves.toBe(0);
  });
});
