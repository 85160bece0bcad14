import type { Page } from 'playwright-core';
import { newPage, untilAppRendered } from './support/browser';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/admin';

describe('admin back-office', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function signIn(target: Page, username: string) {
    await signInAs(target, username);
  }

  async function openAdmin(tab = 'Users') {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    await page.getByRole('tab', { name: tab, exact: true }).click();
  }

  it("changes a user's tier in the Adjust User Tier dialog", async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'admin');
    await openAdmin();
    await page.getByLabel('Search users').fill('shopper');
    await page.getByLabel('Search users').press('Enter');
    const row = page.getByTestId('user-row-shopper');
    await row.getByText('User', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/users-1366.png`, fullPage: true });
    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Adjust User Tier' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Update Tier' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Curator tier').selectOption('level1_curator');
    await expect(dialog.getByLabel('Commission rate (%)').inputValue()).resolves.toBe('5');
    await page.screenshot({ path: `${SCREENSHOTS}/tier-dialog-1366.png` });
    await dialog.getByRole('button', { name: 'Update Tier' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Level 1 Curator').waitFor();
    const { rows } = await shop.database.query(
      "select a.tier, a.commission_rate, a.tier_set_manually from commission_accounts a join users u on u.id = a.user_id where u.username = 'shopper'",
    );
    expect(rows).toEqual([{ tier: 'level1_curator', commission_rate: '5.00', tier_set_manually: true }]);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByRole('cell', { name: 'user.tier_changed' }).first().waitFor();
  });

  it('features a curator and sees them among the Featured Curators on the home page', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // The home page shows the three most followed featured curators: make this one the most followed.
    const { rows } = await shop.database.query<{ id: string; handle: string; name: string }>(
      'update creators set followers = 1000000 where id = (select id from creators where not featured order by followers desc, handle limit 1) returning id, handle, name',
    );
    const [creator] = rows;
    await signIn(page, 'admin');
    await page.goto('/'); // the home page's lists are now in the client cache
    await page.getByRole('heading', { name: 'Featured Curators' }).waitFor();
    await openAdmin('Curators');
    const star = page.getByRole('button', { name: `Add @${creator.handle} to featured` });
    await star.click();
    await page.getByRole('button', { name: `Remove @${creator.handle} from featured` }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/curators-1366.png`, fullPage: true });
    await page.locator('header a[href="/"]').first().click(); // client-side: the cached home lists must have been refreshed
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Featured Curators' }).waitFor();
    const featured = page.getByRole('region', { name: 'Featured Curators' });
    await featured.getByText(`@${creator.handle}`).first().waitFor();
    await featured.screenshot({ path: `${SCREENSHOTS}/home-featured-1366.png` });
    const { rows: audit } = await shop.database.query("select action from audit_log where entity_id = $1", [creator.id]);
    expect(audit).toEqual([{ action: 'creator.featured' }]);
  });

  it('toggles the popup; a visitor passes the age gate, signs up, and the admin finds the signup', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'admin');
    await openAdmin();
    await page.getByRole('button', { name: 'Enable Signup Popup' }).click();
    await page.getByRole('button', { name: 'Disable Signup Popup' }).waitFor();
    // The admin area is never covered by the popup.
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    const visitor = await newPage(page.context().browser()!, shop.server.baseUrl);
    try {
      await visitor.setViewportSize({ width: 390, height: 844 });
      await visitor.goto('/');
      const ageGate = visitor.getByRole('dialog', { name: /21 or older/ });
      await ageGate.waitFor();
      await expect(visitor.getByRole('dialog', { name: 'Get early access' }).count()).resolves.toBe(0);
      await ageGate.getByRole('button', { name: 'I am 21 or older' }).click();
      const popup = visitor.getByRole('dialog', { name: 'Get early access' });
      await popup.waitFor();
      await visitor.keyboard.press('Escape');
      await visitor.mouse.click(5, 5);
      await popup.waitFor();
      await popup.getByRole('button', { name: 'Join the list' }).click();
      await popup.getByText('Name is required').waitFor();
      await popup.getByText('Please enter a valid email address').waitFor();
      await popup.getByText('Please select your role').waitFor();
      await visitor.screenshot({ path: `${SCREENSHOTS}/popup-errors-390.png` });
      await popup.getByLabel('Name').fill('Vera Visitor');
      await popup.getByLabel('Email').fill('vera@example.com');
      await popup.getByText('Curator', { exact: true }).click();
      await popup.getByRole('button', { name: 'Join the list' }).click();
      await visitor.getByRole('dialog', { name: 'Thank you!' }).waitFor();
      await visitor.screenshot({ path: `${SCREENSHOTS}/popup-thanks-390.png` });
      await visitor.getByRole('button', { name: 'admin bypass' }).click();
      await visitor.getByRole('dialog').waitFor({ state: 'detached' });
      await visitor.reload();
      await visitor.getByRole('heading', { name: 'Featured Curators' }).waitFor();
      await untilAppRendered(visitor); // the popup would open only once the app runs
      await expect(visitor.getByRole('dialog').count()).resolves.toBe(0); // dismissed for this session
    } finally {
      await visitor.context().close();
    }

    await page.getByRole('tab', { name: 'Sign Ups' }).click();
    await page.getByRole('cell', { name: 'Vera Visitor' }).waitFor();
    await page.getByRole('cell', { name: 'vera@example.com' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/signups-1366.png`, fullPage: true });
    await page.getByRole('button', { name: 'Disable Signup Popup' }).click().catch(async () => {
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('button', { name: 'Disable Signup Popup' }).click();
    });
  });

  it('shows the tabs on a phone (390)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    await openAdmin();
    await page.getByTestId('user-row-shopper').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/users-390.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Curators' }).click();
    await page.getByRole('table', { name: 'Curators' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/curators-390.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByRole('table', { name: 'Activity' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/activity-390.png`, fullPage: true });
  });
});
