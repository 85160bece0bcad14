import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { signOutOfBrowser, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.BRAND_SCREENSHOTS_DIR ?? '/tmp/brand-tools';

describe('brand tools in the browser', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function signIn(username: string, password: string): Promise<void> {
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  }

  const partnershipsFigure = () => page.getByTestId('metric-partnerships-value');

  it('registers a brand, creates a campaign, gifts a creator who accepts on /profile, and the partnership count moves', async () => {
    const id = randomBytes(3).toString('hex');
    const username = `brand_${id}`;
    const password = 'correct-horse-battery';
    const brandName = `Copper Still ${id}`;

    // Signed out, /brand explains what it is for.
    await page.goto('/brand');
    await page.getByRole('heading', { name: 'Brand Access Required' }).waitFor();

    await page.goto('/brand-register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Brand Name').fill(brandName);
    await page.getByLabel('Description (optional)').fill('Pot-still rye from the hills.');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/register-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create Brand Account' }).click();
    await page.getByText('Brand account created successfully. You can now sign in.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/auth');

    // The brand lists one product to gift (products come from catalog tools outside this issue).
    const { rows: brands } = await shop.database.query<{ id: string }>('select id from brands where name = $1', [brandName]);
    await shop.database.query(
      `insert into products (brand_id, name, price_cents, categories, image) select $1, $2, 4800, '{whiskey}', image from products where image is not null order by name limit 1`,
      [brands[0].id, `${brandName} Rye`],
    );

    await signIn(username, password);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/brand');
    await page.getByRole('heading', { name: 'Brand Dashboard' }).waitFor();
    await expect(partnershipsFigure().textContent()).resolves.toBe('0');

    await page.getByRole('button', { name: 'Create Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Campaign' });
    await dialog.getByLabel('Campaign Name').fill('Holiday gifting');
    await dialog.getByLabel('Budget ($, optional)').fill('500');
    await dialog.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Campaign created successfully!').first().waitFor();
    await page.getByTestId('campaign-row').filter({ hasText: 'Holiday gifting' }).waitFor();

    // Follower counts are the real ones, written as everywhere in the shop: '126K followers', '1 follower',
    // and '0 followers' for a creator nobody follows yet (not a made-up figure).
    await shop.database.query("update creators set followers = case handle when 'mayapours' then 126005 when 'barrelben' then 1 else 0 end");
    await page.getByRole('tab', { name: 'Creator Discovery' }).click();
    const cards = page.getByTestId('creator-card');
    // Unfiltered, the top five hold at least three of the seven creators without followers.
    await cards.filter({ hasText: '0 followers' }).first().waitFor();
    expect(await cards.filter({ hasText: '1.2K' }).count()).toBe(0);
    await page.getByLabel('Min. followers').fill('1');
    await page.getByRole('button', { name: 'Find Creators' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="creator-card"]').length === 2);
    const maya = cards.filter({ hasText: '@mayapours' });
    await maya.getByText('126K followers', { exact: true }).waitFor();
    await cards.filter({ hasText: '@barrelben' }).getByText('1 follower', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/discovery-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/discovery-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await maya.getByRole('button', { name: 'Send gift to @mayapours' }).click();
    await page.getByText('Gift offer sent successfully!').first().waitFor();

    // The creator accepts it on /profile.
    await signOutOfBrowser(page);
    await signIn('curator', 'rounds-demo-21');
    await page.goto('/profile');
    const button = page.getByRole('button', { name: /Partnerships/ });
    await button.waitFor();
    await expect(page.getByTestId('partnerships-pending').textContent()).resolves.toBe('1');
    await button.click();
    const offer = page.getByRole('dialog', { name: 'Partnerships' }).getByTestId('partnership').filter({ hasText: `${brandName} Rye` });
    await offer.waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/partnerships-390.png`, fullPage: true });
    await offer.getByRole('button', { name: 'Accept' }).click();
    await offer.getByText('accepted').waitFor();
    await expect(page.getByTestId('partnerships-pending').count()).resolves.toBe(0);

    // The brand sees the partnership count move, at both widths.
    await signOutOfBrowser(page);
    await signIn(username, password);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto('/brand');
      await page.getByRole('heading', { name: 'Brand Dashboard' }).waitFor();
      await expect(partnershipsFigure().textContent()).resolves.toBe('1');
      await expect(page.getByTestId('metric-roas-value').textContent()).resolves.toBe('0.0x');
      await page.getByTestId('campaign-row').first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-${width}.png`, fullPage: true });
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    }

    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('No sales yet').first().waitFor();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Website').fill('https://copper.example');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Brand profile saved!').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/settings-390.png`, fullPage: true });

    // A signed-in shopper is sent home.
    await signOutOfBrowser(page);
    await signIn('shopper', 'rounds-demo-21');
    await page.goto('/brand');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
