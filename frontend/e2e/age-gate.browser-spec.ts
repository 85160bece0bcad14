import type { Page } from 'playwright-core';
import { useShopInBrowser } from './support/shop-session';

describe('age gate', () => {
  const shop = useShopInBrowser();
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const gate = () => page.getByRole('dialog', { name: 'Are you 21 or older?' });

  it('appears about a second after load, remembers the answer and stays away on reload', async () => {
    const loadedAt = Date.now();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Buy better, together' }).waitFor();
    await gate().waitFor({ timeout: 5_000 });
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(900);

    await page.getByRole('button', { name: 'I am 21 or older' }).click();
    await gate().waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => window.localStorage.getItem('ageVerified'))).resolves.toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: 'Buy better, together' }).waitFor();
    await page.waitForTimeout(2_000);
    await expect(gate().count()).resolves.toBe(0);
  });

  it('records the verification on the server first for a signed-in user', async () => {
    const username = `gate_${Date.now().toString(36)}`;
    // The page's request context shares the browser context's cookies, so this signs the page in.
    const registered = await page.request.post('/api/register', { data: { username, password: 'a-strong-password-21' } });
    expect(registered.status()).toBe(201);

    await page.goto('/');
    await gate().waitFor({ timeout: 5_000 });
    const verification = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/verify-age');
    await page.getByRole('button', { name: 'I am 21 or older' }).click();
    expect((await verification).status()).toBe(200);
    await gate().waitFor({ state: 'hidden' });

    const session = await page.request.get('/api/user');
    expect(((await session.json()) as { ageVerified: boolean }).ageVerified).toBe(true);
    await expect(page.evaluate(() => window.localStorage.getItem('ageVerified'))).resolves.toBe('true');
  });

  it('cannot be dismissed: Escape and a click beside it leave it open, and the page behind it takes no clicks', async () => {
    await page.goto('/');
    await gate().waitFor({ timeout: 5_000 });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    await page.waitForTimeout(300);
    await expect(gate().isVisible()).resolves.toBe(true);
    // The page behind is inert while the gate is open: the header's sign-in link cannot be reached.
    await expect(page.getByRole('link', { name: 'Sign In' }).click({ timeout: 1_000 })).rejects.toThrow();
    await expect(page.evaluate(() => window.location.pathname)).resolves.toBe('/');
  });

  it('only alerts when the visitor says they are under 21', async () => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/');
    await gate().waitFor({ timeout: 5_000 });

    await page.getByRole('button', { name: 'I am under 21' }).click();
    for (let waited = 0; alerts.length === 0 && waited < 2_000; waited += 100) await page.waitForTimeout(100);
    expect(alerts).toEqual(['You must be 21 or older to access this site.']);
    await expect(gate().isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => window.localStorage.getItem('ageVerified'))).resolves.toBeNull();
  });
});
