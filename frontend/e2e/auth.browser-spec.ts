import type { Page } from 'playwright-core';
import { pathnameOf } from './support/browser';
import { signInAs, useShopInBrowser } from './support/shop-session';

describe('signing up, in and out', () => {
  const shop = useShopInBrowser({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  it('signs up, shows the user menu, and signs out back to the Sign In button', async () => {
    const username = `shopper_${Date.now().toString(36)}`;
    await page.goto('/auth');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email (optional)').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill('a-strong-password-21');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await userMenu.waitFor();
    await expect(page.getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(0);

    await userMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Profile', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('menuitem', { name: 'Taste Profile' }).isVisible()).resolves.toBe(true);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await expect(userMenu.count()).resolves.toBe(0);
  });

  it('keeps the session across a reload and redirects /auth to home when signed in', async () => {
    await signInAs(page, 'shopper');

    await page.goto('/auth');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathnameOf(page)).toBe('/');
  });

  it('shows a "Login failed" toast with the server message for wrong credentials', async () => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill('shopper');
    await page.getByLabel('Password').fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const toast = page.locator('[data-variant="destructive"]').filter({ hasText: 'Login failed' });
    await toast.waitFor();
    expect(pathnameOf(page)).toBe('/auth');
  });
});
