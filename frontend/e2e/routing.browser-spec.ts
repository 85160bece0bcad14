import type { Page } from 'playwright-core';
import { pathnameOf } from './support/browser';
import { useShopInBrowser } from './support/shop-session';

describe('routing', () => {
  const shop = useShopInBrowser({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  it('sends a signed-out visitor from a protected route to /auth', async () => {
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
  });

  it('shows the 404 screen for an unknown path, with working Back and Go Home buttons', async () => {
    await page.goto('/feed');
    await page.getByRole('heading', { name: 'Creator Feed' }).waitFor();

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/feed');

    await page.goto('/still/not/here');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathnameOf(page)).toBe('/');
  });

  it('highlights Home only on "/" and the other items by path prefix', async () => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');

    await page.goto('/products/some-product');
    await nav.getByRole('link', { name: 'Products' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBeNull();
  });
});
