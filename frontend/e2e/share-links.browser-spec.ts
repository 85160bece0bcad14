import type { Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/share-links';

/** Without PUBLIC_ORIGIN (outside production) a copied share link opens where the shop is served. */
describe.each([1366, 390])('share links without PUBLIC_ORIGIN at %i px', (width) => {
  const shop = useShopInBrowser({ ageVerified: true, viewport: { width, height: 900 }, serverEnv: { PUBLIC_ORIGIN: '' } });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  it("points the profile's share link at the host and port the shop was reached on, and the link opens the profile", async () => {
    await signInAs(page, 'shopper');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[aria-label="Share link"]')?.value ?? '').length > 0);
    const link = new URL(await page.getByRole('textbox', { name: 'Share link' }).inputValue());
    await page.screenshot({ path: `${SCREENSHOTS}/share-${width}.png` });
    expect(link.origin).toBe(shop.server.baseUrl);
    expect(link.pathname).toBe('/profile/shopper');

    await page.goto(link.toString());
    await page.getByRole('heading', { name: "shopper's Curated Store" }).waitFor();
  });
});
