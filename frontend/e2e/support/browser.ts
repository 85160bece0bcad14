import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

interface ContextOptions {
  /** Pretend the visitor already passed the age gate on this device, so it never covers the page. */
  ageVerified?: boolean;
}

export async function newContext(browser: Browser, baseUrl: string, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl });
  if (options.ageVerified) {
    await context.addInitScript(() => window.localStorage.setItem('ageVerified', 'true'));
  }
  return context;
}

export async function newPage(browser: Browser, baseUrl: string, options: ContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, baseUrl, options);
  return context.newPage();
}

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Waits until the app has rendered over the page the server painted first. `/` and `/categories` arrive
 * with their first render prerendered (backend serve-frontend.ts): its headings and buttons are on screen
 * before the app's JavaScript runs, and a click on one of those buttons is lost. React replaces that markup
 * with nodes of its own, which carry its fiber key; once the first node under #root does, the handlers are there.
 */
export async function untilAppRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return first != null && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
}
