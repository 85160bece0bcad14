import type { Locator, Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/public-profile';

describe('public profile, taste profile and banking settings', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const toast = (title: string): Locator => page.locator('[data-variant]').filter({ hasText: title });

  async function signIn(username: string): Promise<void> {
    await signInAs(page, username);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  }

  it("links every product and brand of a shared profile with the sharer's utm parameters, and records the visit", async () => {
    await page.goto('/profile/shopper?utm_source=ig_shopper');
    await page.getByRole('heading', { name: "shopper's Curated Store" }).waitFor();
    const productLinks = page.getByTestId('profile-product-link');
    await productLinks.first().waitFor();
    for (const href of await productLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      const url = new URL(href, 'http://x');
      expect(url.pathname).toMatch(/^\/products\/[0-9a-f-]{36}$/);
      expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'ig_shopper', utm_medium: 'shared_profile', utm_campaign: 'product_recommendation' });
    }
    const brandHref = (await page.getByTestId('profile-brand-link').first().getAttribute('href')) ?? '';
    expect(Object.fromEntries(new URL(brandHref, 'http://x').searchParams)).toEqual({ utm_source: 'ig_shopper', utm_medium: 'shared_profile', utm_campaign: 'brand_recommendation' });
    await page.getByRole('link', { name: 'Explore All Products' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/public-profile-1366.png`, fullPage: true });

    // The visit counts one view for the owner in click_logs (an unknown source still counts it).
    const { rows } = await shop.database.query<{ n: number }>(
      `select count(*)::int as n from click_logs c join users u on u.id = c.referrer_user_id where u.username = 'shopper'`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(1);

    // Without an incoming utm_source the username is the source.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile/shopper');
    const href = (await page.getByTestId('profile-product-link').first().getAttribute('href')) ?? '';
    expect(new URL(href, 'http://x').searchParams.get('utm_source')).toBe('shopper');
    await page.screenshot({ path: `${SCREENSHOTS}/public-profile-390.png`, fullPage: true });

    // Following a product link lands on the product with the parameters kept.
    await page.getByTestId('profile-product-link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/') && url.searchParams.get('utm_medium') === 'shared_profile');
  });

  it('shows Profile Not Found for an unknown user', async () => {
    await page.goto('/profile/nobody_by_this_name');
    await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
    await page.getByText("The user profile you're looking for doesn't exist or isn't public.").waitFor();
  });

  it('shows its own sign-in prompt when signed out, and hearting then goes to /auth', async () => {
    await page.goto('/taste-profile');
    await page.getByRole('heading', { name: 'Sign in to build your taste profile' }).waitFor();
    await page.getByRole('button', { name: /^Add .+ to favorites$/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  it('reaches personalized recommendations after 5 hearts', async () => {
    await shop.database.query(`delete from favorites where user_id = (select id from users where username = 'curator')`);
    await signIn('curator');
    await page.goto('/taste-profile');
    await page.getByTestId('heart-counter').filter({ hasText: '0 / 25' }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate Taste Profile' });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByText('Heart at least 5 products to get personalized recommendations.').waitFor();

    for (let hearted = 1; hearted <= 5; hearted++) {
      await page.getByTestId('discover-product').getByRole('button', { name: /^Add .+ to favorites$/, disabled: false }).first().click();
      await page.getByTestId('heart-counter').filter({ hasText: `${hearted} / 25` }).waitFor();
    }
    await page.getByTestId('taste-progress-label').filter({ hasText: '20% complete' }).waitFor();
    expect(await generate.isDisabled()).toBe(false);
    await generate.click();
    const recommendations = page.getByTestId('recommendation');
    await recommendations.first().waitFor();
    expect(await recommendations.count()).toBeLessThanOrEqual(6);
    await recommendations.first().getByText(/^Because /).waitFor();
    await recommendations.first().getByText(/^(Available|Coming Soon)$/).waitFor();
    await page.getByRole('heading', { name: 'Your Taste Insights' }).waitFor();
    await page.getByText('Top categories', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/taste-profile-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/taste-profile-390.png`, fullPage: true });
  });

  it('saves banking details from the settings dialog, showing only bank, type and last 4', async () => {
    await signIn('curator');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('curator-level').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/settings-profile-1366.png` });
    await dialog.getByRole('tab', { name: 'Banking Details' }).click();

    await dialog.getByRole('button', { name: 'Save Banking Details' }).click();
    await dialog.getByText('Routing number is required').waitFor();
    await dialog.getByLabel('Account Holder Name').fill('Casey Curator');
    await dialog.getByLabel('Bank Name').fill('First Rye Bank');
    await dialog.getByLabel('Routing Number').fill('011000016');
    await dialog.getByLabel('Account Number').fill('000123456789');
    expect(await dialog.getByLabel('Account Number').getAttribute('type')).toBe('password');
    await dialog.getByRole('button', { name: 'Save Banking Details' }).click();
    await dialog.getByText('This is not a valid routing number').waitFor();

    await dialog.getByLabel('Routing Number').fill('011000015');
    await dialog.getByLabel('Account Type').selectOption('savings');
    await dialog.getByRole('button', { name: 'Save Banking Details' }).click();
    await toast('Banking details saved!').waitFor();
    await dialog.getByTestId('saved-banking').filter({ hasText: 'First Rye Bank' }).filter({ hasText: 'ending in 6789' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/settings-banking-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/settings-banking-390.png` });

    const { rows } = await shop.database.query<{ stored: string }>(
      `select banking_details::text as stored from commission_accounts where user_id = (select id from users where username = 'curator')`,
    );
    expect(rows[0].stored).toContain('aes-256-gcm');
    expect(rows[0].stored).not.toContain('000123456789');
    expect(rows[0].stored).not.toContain('Casey Curator');
  });

  it("shows 'Failed to save banking details' when the server refuses", async () => {
    await signIn('curator');
    await page.route('**/api/user/settings/banking', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"Try later","code":"UNAVAILABLE"}' }) : route.fallback(),
    );
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Banking Details' }).click();
    await dialog.getByLabel('Account Holder Name').fill('Casey Curator');
    await dialog.getByLabel('Bank Name').fill('First Rye Bank');
    await dialog.getByLabel('Routing Number').fill('011000015');
    await dialog.getByLabel('Account Number').fill('4321');
    await dialog.getByRole('button', { name: /Banking Details$/ }).click();
    await toast('Failed to save banking details').waitFor();
  });
});
