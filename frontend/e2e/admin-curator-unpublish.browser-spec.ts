import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signOutOfBrowser, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = '/tmp/admin-curator-unpublish-shots';

async function signIn(page: Page, username: string, redirect: string) {
  await page.goto(`/auth?redirect=${redirect}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('rounds-demo-21');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openCuratorsTab(page: Page) {
  await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
  await page.getByRole('tab', { name: 'Curators', exact: true }).click();
}

/** The Curators tab's Delete unpublishes after a confirmation, the curator's dashboard says so, and Publish brings the page back; at both widths. */
describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('admin Curators tab Delete and Publish at $width px', ({ width, height }) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport: { width, height } });
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  it('unpublishes @mayapours after saying what happens, marks it Unpublished, tells its curator, and publishes it again', async () => {
    const page = shop.page;
    await signIn(page, 'admin', '/admin');
    await openCuratorsTab(page);
    await page.getByRole('button', { name: 'Delete @mayapours' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete @mayapours?' });
    await confirm.getByText('The page is hidden from the shop; its picks, followers and earnings are kept.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/confirm-${width}.png` });
    await confirm.getByRole('button', { name: 'Delete (unpublish)' }).click();
    await confirm.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '@mayapours', exact: true }) });
    await row.getByText('Unpublished', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Publish @mayapours' }).waitFor();
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/unpublished-row-${width}.png` });
    const { rows } = await shop.database.query<{ action: string }>(
      `select a.action from audit_log a join creators c on a.entity_id = c.id::text where c.handle = 'mayapours' and c.unpublished_at is not null order by a.seq desc limit 1`,
    );
    expect(rows).toEqual([{ action: 'creator.unpublished' }]);

    await page.goto('/creator/mayapours');
    await page.getByText('Creator not found').first().waitFor();

    await signOutOfBrowser(page);
    await signIn(page, 'curator', '/dashboard');
    const notice = page.getByRole('status').filter({ hasText: 'Your page @mayapours is unpublished' });
    await notice.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/curator-dashboard-${width}.png` });

    await signOutOfBrowser(page);
    await signIn(page, 'admin', '/admin');
    await openCuratorsTab(page);
    await row.getByRole('button', { name: 'Publish @mayapours' }).click();
    await row.getByRole('button', { name: 'Delete @mayapours' }).waitFor();
    expect(await row.getByText('Unpublished', { exact: true }).count()).toBe(0);
    await page.goto('/creator/mayapours');
    await page.getByRole('heading', { name: 'Maya Okafor' }).first().waitFor();
  });
});
