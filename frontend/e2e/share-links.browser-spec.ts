import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signInAs, useShopInBrowser } from './support/shop-session';
import { startViteDevServer } from './support/vite-dev-server';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/share-links';

/** Without PUBLIC_ORIGIN (outside production) a copied share link opens where the shop is served. */
describe('share links without PUBLIC_ORIGIN', () => {
  const shop = useShopInBrowser({ ageVerified: true, serverEnv: { PUBLIC_ORIGIN: '' } });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  it.each([1366, 390])("points the profile's share link at the host and port the shop was reached on, and the link opens the profile, at %i px", async (width) => {
    await page.setViewportSize({ width, height: 900 });
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

  it("points a share link asked for through the Vite dev server at the dev server, whose proxy keeps the browser's Host", async () => {
    const vite = await startViteDevServer(shop.server.baseUrl);
    try {
      // A write as the page sends it (its Origin is the dev server's): accepted only when Host names the dev server too.
      const headers = { Origin: vite.url };
      const signedIn = await page.request.post(`${vite.url}/api/login`, { headers, data: { username: 'shopper', password: DEMO_PASSWORD } });
      expect(signedIn.status()).toBe(200);
      const shared = await page.request.post(`${vite.url}/api/user/profile/share`, { headers, data: { type: 'profile' } });
      expect(shared.status()).toBe(200);
      const link = new URL(((await shared.json()) as { shareUrl: string }).shareUrl);
      expect(link.origin).toBe(vite.url);
      expect(link.pathname).toBe('/profile/shopper');
    } finally {
      await vite.stop();
    }
  });
});
