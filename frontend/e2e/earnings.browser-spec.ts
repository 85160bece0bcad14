import type { Locator, Page } from 'playwright-core';
import { signInAs, signOutOfBrowser, useShopInBrowser } from './support/shop-session';
import { fillAddressStep, payWithAcceptedCard } from './support/checkout-dialogs';

const PRODUCT = 'Ember & Oak Small Batch Bourbon'; // $42.50: the curator (level 1, 5 %) earns $2.13
const SCREENSHOTS = process.env.EARNINGS_SCREENSHOTS_DIR ?? '/tmp/earnings';

describe('creator earnings in the browser', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function signOut(): Promise<void> {
    await signOutOfBrowser(page);
  }

  async function buyThroughCuratorLink(): Promise<void> {
    const { rows } = await shop.database.query<{ id: string }>('select id from products where name = $1', [PRODUCT]);
    await signInAs(page, 'shopper');
    await page.goto(`/products/${rows[0].id}?utm_source=mayapours`);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.getByRole('button', { name: /Get it Now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await fillAddressStep(dialog);
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payWithAcceptedCard(payment);
    await page.getByRole('dialog', { name: 'Order Confirmed!' }).waitFor();
  }

  const figure = (scope: Locator, label: string) => scope.locator('div').filter({ has: page.getByText(label, { exact: true }) }).last();

  it('shows the curator a new sale on /dashboard and in the Sales tab after a purchase through their link, at desktop and phone widths', async () => {
    await buyThroughCuratorLink();
    await signOut();

    await signInAs(page, 'curator');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto('/dashboard');
      const commissions = page.getByTestId('recent-commissions');
      await commissions.getByText(PRODUCT).first().waitFor();
      await expect(commissions.textContent()).resolves.toContain('$2.13');
      await expect(commissions.textContent()).resolves.toContain('5% of $42.50');
      await expect(figure(page.getByTestId('dashboard-figures'), 'Sales').textContent()).resolves.toContain('$42.50');
      // The all-time figure under the 30-day clicks is profileViews — the views of the curator's public profile,
      // never the link clicks above it — and says so.
      await expect(figure(page.getByTestId('dashboard-figures'), 'Clicks (30 days)').textContent()).resolves.toMatch(/\d+ profile views?, all time/);
      await page.getByRole('img', { name: 'Sales and earnings over the last 30 days' }).locator('.recharts-area-curve').nth(1).waitFor();
      const copy = page.getByRole('button', { name: 'Copy link' }).first();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await copy.click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      await page.getByRole('button', { name: 'Copied!' }).waitFor({ state: 'detached' });
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${width}.png`, fullPage: true });
      // Nothing is wider than the window, at either width.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);

      await page.goto('/profile?tab=sales');
      await page.getByRole('tab', { name: 'Performance' }).waitFor();
      const recent = page.getByTestId('recent-transactions');
      await recent.getByText(PRODUCT).first().waitFor();
      await expect(recent.textContent()).resolves.toContain('$2.13');
      await page.getByRole('img', { name: 'Sales and earnings over the last 30 days' }).locator('.recharts-area-curve').nth(1).waitFor();
      // The chart settles at its measured width (its container's).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.recharts-responsive-container')].every((container) => {
          const surface = container.querySelector('svg.recharts-surface');
          return surface !== null && Math.abs(surface.getBoundingClientRect().width - container.getBoundingClientRect().width) < 1;
        }),
      );
      await page.screenshot({ path: `${SCREENSHOTS}/profile-sales-${width}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Payouts' }).click();
      await page.getByText('Pending payouts').waitFor();
      await page.getByText('No payouts yet.').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/profile-payouts-${width}.png`, fullPage: true });
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    }
  });

  it('refuses /dashboard to a shopper with a clear message, and sends signed-out visitors to /auth', async () => {
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth');
    await signInAs(page, 'shopper');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Creator accounts only' }).waitFor();
  });
});
