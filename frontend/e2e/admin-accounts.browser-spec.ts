import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/admin-accounts';

/** The Users tab's Add, Edit and Delete (deactivate), each in the audit log; at both widths. */
describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('admin Users tab at $width px', ({ width, height }) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport: { width, height } });
  let page: Page;
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
  beforeEach(() => {
    page = shop.page;
  });

  it('adds a user, edits their role and deactivates them, each audited', async () => {
    const username = `added_${width}`;
    await page.goto('/auth?redirect=/admin');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('rounds-demo-21');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add user' });
    await add.getByLabel('Username').fill(username);
    await add.getByLabel('Password').fill('rye-and-ginger-21');
    await add.getByLabel('Email').fill(`${username}@rounds.example`);
    await add.getByLabel('Role').selectOption('creator');
    await page.screenshot({ path: `${SCREENSHOTS}/add-user-${width}.png` });
    await add.getByRole('button', { name: 'Add user' }).click();
    await add.waitFor({ state: 'detached' });

    await page.getByLabel('Search users').fill(username);
    await page.getByLabel('Search users').press('Enter');
    const row = page.getByTestId(`user-row-${username}`);
    await row.getByText('creator', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Edit ${username}'s account` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${username}` });
    await edit.getByLabel('Role').selectOption('brand');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('brand', { exact: true }).waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Deactivate ${username}` }).click();
    await row.getByText('(deactivated)').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/users-${width}.png`, fullPage: true });

    const { rows } = await shop.database.query<{ action: string }>(
      "select a.action from audit_log a join users u on u.id::text = a.entity_id where u.username = $1 order by a.created_at",
      [username],
    );
    expect(rows.map((row) => row.action)).toEqual(['user.created', 'user.updated', 'user.deactivated']);
  });

  it("edits a curator's name and verified status in the Curators tab, audited", async () => {
    await page.goto('/auth?redirect=/admin');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('rounds-demo-21');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    await page.getByRole('tab', { name: 'Curators', exact: true }).click();
    await page.getByRole('button', { name: 'Edit @kenjisake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit @kenjisake' });
    await dialog.getByLabel('Name').fill(`Kenji ${width}`);
    await dialog.getByLabel('Verified').check();
    await page.screenshot({ path: `${SCREENSHOTS}/edit-curator-${width}.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: '@kenjisake' });
    await row.getByText(`Kenji ${width}`).waitFor();
    await row.getByText('Verified').waitFor();
    const { rows } = await shop.database.query<{ action: string }>("select a.action from audit_log a join creators c on c.id::text = a.entity_id where c.handle = 'kenjisake'");
    expect(rows).toEqual([{ action: 'creator.updated' }]);
  });
});
