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
