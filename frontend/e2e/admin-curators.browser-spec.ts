import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = '/tmp/admin-curators-shots';

/** The Curators tab's Add: a page for an existing account, refused for a taken handle, audited; at both widths. */
describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('admin Curators tab at $width px', ({ width, height }) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport: { width, height } });
  let page: Page;
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
  beforeEach(() => {
    page = shop.page;
  });

  it('adds a curator page for an existing account; a taken handle is refused with the reason', async () => {
    const [account] = (
      await shop.database.query<{ id: string; username: string }>(
        `select id, username from users u where role = 'user' and deactivated_at is null and not exists (select 1 from creators c where c.user_id = u.id) order by username limit 1`,
      )
    ).rows;
    const handle = `added_${width}`;
    await page.goto('/auth?redirect=/admin');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('rounds-demo-21');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    await page.getByRole('tab', { name: 'Curators', exact: true }).click();
    await page.getByRole('button', { name: 'Add curator' }).click();
    const add = page.getByRole('dialog', { name: 'Add curator' });
    await add.getByLabel('Account username').fill(account.username);
    await add.getByLabel('Handle', { exact: true }).fill('mayapours');
    await add.getByLabel('Name', { exact: true }).fill(`Added at ${width}`);
    await add.getByLabel('Bio').fill('Vermouth and the odd amaro.');
    await add.getByRole('button', { name: 'Add curator' }).click();
    await page.locator('[data-variant]').filter({ hasText: 'The handle @mayapours is taken. Choose another one.' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/add-refused-${width}.png` });

    await add.getByLabel('Handle', { exact: true }).fill(handle);
    await add.getByRole('button', { name: 'Add curator' }).click();
    await add.waitFor({ state: 'detached' });
    await page.locator('[data-variant]').filter({ hasText: `@${handle} is live.` }).waitFor();
    await page.getByRole('cell', { name: `@${handle}`, exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/added-${width}.png`, fullPage: true });

    const { rows } = await shop.database.query<{ role: string; name: string; action: string }>(
      `select u.role, c.name, a.action from creators c join users u on u.id = c.user_id join audit_log a on a.entity_id = c.id::text where c.handle = $1`,
      [handle],
    );
    expect(rows).toEqual([{ role: 'creator', name: `Added at ${width}`, action: 'creator.created' }]);
    expect((await shop.database.query('select 1 from creators where user_id = $1', [account.id])).rows).toHaveLength(1);

    await page.goto(`/creator/${handle}`);
    await page.getByRole('heading', { name: `Added at ${width}` }).first().waitFor();
  });
});
