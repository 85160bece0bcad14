import type { Browser, Page, Request } from 'playwright-core';
import { startAppServer, type AppServer } from './support/app-server';
import { launchBrowser, newPage } from './support/browser';

/**
 * The API reference (Scalar, /api/reference) beside Swagger UI (/api/docs): it must load under the app's
 * Content-Security-Policy with nothing from the internet, so any console error, page error, failed
 * request, error answer or request to another origin fails the test.
 */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/openapi';

describe('API reference page', () => {
  let server: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * Collects the page's problems; `settled()` resolves once no request is in flight and the fonts are in,
   * so the errors are counted after the last lazy section and late request have answered.
   */
  function watchForProblems(page: Page): { problems: string[]; settled: () => Promise<void> } {
    const problems: string[] = [];
    const inFlight = new Set<Request>();
    let onIdle: (() => void) | undefined;
    const done = (request: Request) => {
      inFlight.delete(request);
      if (inFlight.size === 0) onIdle?.();
    };
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const settled = async () => {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      if (inFlight.size > 0) await new Promise<void>((resolve) => (onIdle = resolve));
    };
    const origin = new URL(server.baseUrl).origin;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) problems.push(`request to another origin: ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });
    return { problems, settled };
  }

  for (const { name, width, height } of [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`renders the operations from /api/docs-json without errors (${name} ${width})`, async () => {
      const page = await newPage(browser, server.baseUrl);
      await page.setViewportSize({ width, height });
      const { problems, settled } = watchForProblems(page);

      const response = await page.goto('/api/reference');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.getByRole('heading', { name: 'Rounds API' }).first().waitFor({ timeout: 60_000 });
      // The introduction (the document's description) and a tag of the sidebar.
      await page.getByText('Writes and Origin.').first().waitFor({ timeout: 60_000 });
      await page.getByText('Checkout', { exact: true }).first().waitFor({ timeout: 60_000 });
      await settled();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/api-reference-${name}.png` });

      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('shows an operation with its description, error codes and examples', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.setViewportSize({ width: 1366, height: 900 });
    const { problems, settled } = watchForProblems(page);
    await page.goto('/api/reference#tag/checkout/POST/api/checkout');
    await page.getByRole('heading', { name: 'Buy one product' }).first().waitFor({ timeout: 60_000 });
    await page.getByText('Idempotency-Key').first().waitFor({ timeout: 60_000 });
    await page.getByText('Who may call:').first().waitFor({ timeout: 60_000 });
    // The error answers carry their stable codes.
    await page.getByRole('tab', { name: '402' }).or(page.getByText('402', { exact: true })).first().click();
    await page.getByText('CARD_DECLINED').first().waitFor({ state: 'attached', timeout: 60_000 });
    await settled();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/api-reference-checkout.png`, fullPage: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
