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
