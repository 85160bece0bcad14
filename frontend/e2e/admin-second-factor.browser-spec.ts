import type { Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/admin-second-factor';

/** Where admins must have a second factor (MFA_REQUIRED_ROLES, production), one without it is sent to set it up. */
describe('an admin who must set up two-step sign-in', () => {
  const shop = useShopInBrowser({ ageVerified: true, serverEnv: { MFA_REQUIRED_ROLES: 'admin' } });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  it('opens /admin on Settings → Security, not on Platform Management', async () => {
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('button', { name: 'Set up authenticator app' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('settings') === 'security');
    await expect(dialog.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('heading', { name: 'Platform Management' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-enrol-redirect-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-enrol-redirect-390.png` });

    // Closed, the dialog leaves the address.
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/profile' && !url.searchParams.has('settings'));
  });
});
