import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/bulk-upload';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM40OCAFTEMLQkAovNgAclA2CAAAAAASUVORK5CYII=', 'base64');
const SHEET = [
  'Brand Name,Product Name,Image Type,Image File Name,Image URL,Description',
  'Juniper Lane,,logo,browser-logo.png,,Logo',
  'Nope Distillery,,logo,browser-logo.png,,No such brand',
].join('\n');

/** The Bulk Upload tab — a per-brand image upload, then a brand image spreadsheet with one bad row. */
describe('admin Bulk Upload tab', () => {
  const shop = useShopInBrowser({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function openBulkUpload() {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Bulk Upload' }).click();
    await page.getByRole('heading', { name: 'Universal Bulk Upload' }).waitFor();
  }

  it('uploads a brand image, then a spreadsheet with one bad row: Partial Success and the error file', async () => {
    await openBulkUpload();
    await expect(page.getByRole('link', { name: 'Download Template' }).nth(1).getAttribute('download')).resolves.toBe('bulk-image-upload-template.csv');
    await page.getByTestId('brand-chips').getByText(/^\+\d+ more$/).waitFor();

    // Per-brand image upload: a brand first, then the file.
    await page.locator('#brand-image-files').setInputFiles({ name: 'browser-logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Please select a brand before adding files').first().waitFor();
    await page.getByLabel('Brand', { exact: true }).selectOption({ label: 'Juniper Lane' });
    await page.locator('#brand-image-files').setInputFiles({ name: 'browser-logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('brand-image-files').getByText('0.0 MB').waitFor();
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await page.locator('[data-variant]').filter({ hasText: 'Upload successful!' }).filter({ hasText: '1 image added to Juniper Lane.' }).first().waitFor();
    await page.getByTestId('brand-image-files').waitFor({ state: 'detached' });

    // The brand image spreadsheet.
    await page.locator('#brand-images-spreadsheet-file').setInputFiles({ name: 'brand-images.csv', mimeType: 'text/csv', buffer: Buffer.from(SHEET) });
    await page.getByRole('button', { name: 'Upload Spreadsheet' }).nth(1).click();
    const result = page.getByTestId('brand-images-result');
    await result.getByText('Partial Success').waitFor({ timeout: 30_000 });
    await result.getByText('1 item uploaded, 1 failed', { exact: true }).waitFor();
    await expect(page.getByTestId('brand-images-errors').textContent()).resolves.toBe(
      'Row 3: Brand "Nope Distillery" does not exist; use the exact name of an existing brand',
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/bulk-upload-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/bulk-upload-390.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download errors.csv' }).click()]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toBe(
      'Brand Name,Product Name,Image Type,Image File Name,Image URL,Description,error\r\n' +
        'Nope Distillery,,logo,browser-logo.png,,No such brand,"Brand ""Nope Distillery"" does not exist; use the exact name of an existing brand"\r\n',
    );

    // The applied row's Description is the new logo's alt text on the brand's page.
    const brands = (await (await page.request.get('/api/brands')).json()) as Array<{ id: string; name: string }>;
    const juniperLane = brands.find((brand) => brand.name === 'Juniper Lane')!;
    await page.goto(`/brand/${juniperLane.id}`);
    await page.getByRole('heading', { name: 'Juniper Lane' }).first().waitFor();
    await page.getByRole('img', { name: 'Logo', exact: true }).first().waitFor();
  });

  it("refuses a file that is neither CSV nor Excel with 'Invalid File'", async () => {
    await openBulkUpload();
    await page.locator('#universal-spreadsheet-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/markdown', buffer: Buffer.from('x') });
    await page.getByText('Invalid File', { exact: true }).first().waitFor();
    await page.getByText('Please select a CSV or Excel file').first().waitFor();
    await page.getByRole('button', { name: 'Upload Spreadsheet' }).first().click();
    await page.getByText('No File Selected').first().waitFor();
  });
});
