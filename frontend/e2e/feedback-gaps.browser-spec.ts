import type { Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/feedback-gaps';

/** Small feedback a shopper, curator or admin should get, at a laptop's and a phone's width. */
describe.each([1366, 390])('feedback at %i px', (width) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport: { width, height: 900 } });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const toast = (title: string) => page.locator('[data-variant]').filter({ hasText: title });

  async function signIn(username: string): Promise<void> {
    await signInAs(page, username);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  }

  it('confirms a favorite added to a collection with a toast', async () => {
    await shop.database.query(`delete from collections where user_id = (select id from users where username = 'shopper')`);
    await signIn('shopper');
    expect((await page.request.post('/api/user/collections', { data: { name: 'Fireside', isPublic: false } })).ok()).toBe(true);
    await page.goto('/profile?tab=favorites');
    const picker = page.getByRole('combobox', { name: /to a collection$/ }).first();
    const product = ((await picker.getAttribute('aria-label')) ?? '').replace(/^Add (.*) to a collection$/, '$1');
    await picker.selectOption({ label: 'Fireside' });
    await toast('Added to collection').filter({ hasText: `${product} was added to Fireside.` }).waitFor();
    // One collection is '1 Collection'.
    await page.getByTestId('count-collections').filter({ hasText: /^1 Collection$/ }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/collection-toast-${width}.png` });
  });

  it('writes follower counts on the Following tab as everywhere else (126K)', async () => {
    await shop.database.query(`update creators set followers = 126005 where handle = 'mayapours'`);
    await signIn('shopper');
    await page.goto('/profile?tab=following');
    await page.getByTestId('followed-creator-followers').filter({ hasText: '126K followers' }).first().waitFor();
    expect(await page.getByText('126005 followers').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/following-${width}.png` });
  });

  it("says '1 product uploaded successfully. 0 errors.' for a one-row product CSV", async () => {
    await signIn('admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    const csv = ['name,description,brand,price,categories,available,image', `Singular Gin ${width},Juniper forward,Juniper Lane,32.00,gin,true,`].join('\n');
    await page.locator('#product-csv-file').setInputFiles({ name: 'one.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast('1 product uploaded successfully. 0 errors.').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('import-success').textContent()).resolves.toBe('1 of 1 product uploaded successfully (1 new, 0 updated).');
  });

  async function openAdmin(): Promise<void> {
    await signIn('admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    await page.getByRole('heading', { name: 'Bulk Product Upload' }).waitFor();
  }

  it("refuses a file that is not a CSV with 'Invalid File Type: Please select a CSV file.' before uploading", async () => {
    await openAdmin();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/products/bulk-upload') uploads.push(request.url());
    });
    await page.locator('#product-csv-file').setInputFiles({ name: 'products.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('x') });
    await toast('Invalid File Type').filter({ hasText: 'Please select a CSV file.' }).waitFor();
    expect(await page.locator('#product-csv-file').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    expect(uploads).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/csv-invalid-type-${width}.png` });
  });

  it("says 'Upload Failed' with the server's reason when the server refuses the product CSV, and takes another file", async () => {
    await openAdmin();
    // A header without the required price column: the server refuses the file at once.
    const csv = ['name,brand', `Priceless Gin ${width},Juniper Lane`].join('\n');
    await page.locator('#product-csv-file').setInputFiles({ name: 'no-price.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin/products/bulk-upload');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const response = await answered;
    expect(response.status()).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/price/);
    await toast('Upload Failed').filter({ hasText: message }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/csv-upload-failed-${width}.png` });
    // Nothing was queued: the panel still offers the upload, for a corrected file.
    expect(await page.getByTestId('import-progress').count()).toBe(0);
    const fixed = ['name,brand,price', `Priced Gin ${width},Juniper Lane,30.00`].join('\n');
    await page.locator('#product-csv-file').setInputFiles({ name: 'fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isEnabled()).toBe(true);
  });

  it('shows the whole address button label when signed in', async () => {
    await signIn('curator');
    if (width < 1024) await page.getByRole('button', { name: /menu/i }).first().click();
    const label = page.getByRole('button', { name: 'Select delivery address' }).locator('span');
    await label.first().waitFor();
    const cut = await label.first().evaluate((element) => element.scrollWidth > element.clientWidth);
    await page.screenshot({ path: `${SCREENSHOTS}/header-signed-in-${width}.png` });
    expect(cut).toBe(false);
  });
});
