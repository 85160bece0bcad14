import type { Page } from 'playwright-core';
import { useShopInBrowser } from './support/shop-session';

describe('age gate', () => {
  const shop = useShopInBrowser();
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const gate = () => page.getByRole('dialog', { name: 'Are you 21 or older?' });
  // The gate decides once the session has answered and a second has passed since the page began loading.
  const sessionAnswered = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  const gateDecided = async () => {
    await page.waitForFunction(() => performance.now() >= 1_000);
    // React runs the timer's update and the effect that decides, and a lazily loaded dialog arrives.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };

  it('appears about a second after load, remembers the answer and stays away on reload', async () => {
    const loadedAt = Date.now();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Buy better, together' }).waitFor();
    await gate().waitFor();
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(900);

    await page.getByRole('button', { name: 'I am 21 or older' }).click();
    await gate().waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => window.localStorage.getItem('ageVerified'))).resolves.toBe('true');

    const session = sessionAnswered();
    await page.reload();
    await page.getByRole('heading', { name: 'Buy better, together' }).waitFor();
    await session;
    await gateDecided();
    await expect(gate().count()).resolves.toBe(0);
  });

  it('records the verification on the server first for a signed-in user', async () => {
    const username = `gate_${Date.now().toString(36)}`;
    // The page's request context shares the browser context's cookies, so this signs the page in.
    const registered = await page.request.post('/api/register', { data: { username, password: 'a-strong-password-21' } });
    expect(registered.status()).toBe(201);

    await page.goto('/');
    await gate().waitFor();
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
    await gate().waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    // A <dialog> closes in the cancel event itself; one frame later every handler has run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(gate().isVisible()).resolves.toBe(true);
    // The page behind is inert while the gate is open: what is under the header's sign-in link is the gate
    // (its backdrop), and a click there leaves the page where it is.
    const signIn = page.getByRole('link', { name: 'Sign In' });
    const box = (await signIn.boundingBox())!;
    const hit = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await expect(page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog') !== null, hit)).resolves.toBe(true);
    await page.mouse.click(hit.x, hit.y);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(page.evaluate(() => window.location.pathname)).resolves.toBe('/');
  });

  it('only alerts when the visitor says they are under 21', async () => {
    await page.goto('/');
    await gate().waitFor();

    const alert = page.waitForEvent('dialog');
    // The click resolves only once the alert is answered, which the handler below does.
    const clicked = page.getByRole('button', { name: 'I am under 21' }).click();
    const shown = await alert;
    expect(shown.message()).toBe('You must be 21 or older to access this site.');
    await shown.accept();
    await clicked;
    await expect(gate().isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => window.localStorage.getItem('ageVerified'))).resolves.toBeNull();
  });
});
