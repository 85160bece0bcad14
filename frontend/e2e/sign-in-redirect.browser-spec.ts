import type { Page } from 'playwright-core';
import { useShopInBrowser } from './support/shop-session';

/** Signing in returns to the signed-in page the visitor asked for, and never leaves the site. */
describe('sign-in redirect', () => {
  const shop = useShopInBrowser({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function signInAs(username: string): Promise<void> {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('rounds-demo-21');
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it.each([
    { deepLink: '/orders', username: 'shopper', shown: (page: Page) => page.getByRole('heading', { name: 'Your Orders' }) },
    { deepLink: '/profile?tab=following', username: 'shopper', shown: (page: Page) => page.getByRole('tab', { name: 'Following', selected: true }) },
    { deepLink: '/admin', username: 'admin', shown: (page: Page) => page.getByRole('heading', { name: 'Platform Management' }) },
  ])('sends a signed-out visitor from $deepLink to /auth and back there after signing in', async ({ deepLink, username, shown }) => {
    await page.goto(deepLink);
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(deepLink);

    await signInAs(username);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === deepLink);
    await shown(page).waitFor();
  });

  it.each(['//evil.example', 'https://evil.example/orders', '/\\evil.example'])('goes home, not to %s', async (target) => {
    await page.goto(`/auth?redirect=${encodeURIComponent(target)}`);
    await signInAs('shopper');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Premium Selections' }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(shop.server.baseUrl).origin);
  });
});
