import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser, newPage } from './browser';

export interface ShopSession {
  /** The app this spec file runs against: started once, on its own database. */
  readonly server: AppServer;
  /** A fresh page for each test, in its own browser context (so its own cookies and storage). */
  readonly page: Page;
  /** A connection to the app's database; only with `{ database: true }`. */
  readonly database: Client;
}

interface ShopSessionOptions {
  /** Pretend the visitor already passed the age gate on this device. */
  ageVerified?: boolean;
  viewport?: { width: number; height: number };
  /** Also open a connection to the app's database, for checking what the page wrote. */
  database?: boolean;
  /** Environment for the app server over the test defaults (`{ PUBLIC_ORIGIN: '' }` runs it without one). */
  serverEnv?: Record<string, string>;
}

/**
 * Registers the hooks every browser spec needs: one app server and one Chromium per spec file, a
 * fresh page per test, everything closed in order afterwards. Read the fields inside tests and hooks.
 */
export function useShopInBrowser(options: ShopSessionOptions = {}): ShopSession {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let database: Client | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    server = await startAppServer(options.serverEnv);
    if (options.database) {
      database = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${server.databaseName}` });
      await database.connect();
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await database?.end(); // before the server drops its database
    await server?.stop();
  });

  beforeEach(async () => {
    page = await newPage(started(browser, 'browser'), started(server, 'server').baseUrl, { ageVerified: options.ageVerified });
    if (options.viewport) await page.setViewportSize(options.viewport);
  });

  afterEach(async () => {
    await page?.context().close();
    page = undefined;
  });

  return {
    get server() {
      return started(server, 'server');
    },
    get page() {
      return started(page, 'page');
    },
    get database() {
      return started(database, 'database (pass { database: true })');
    },
  };
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The browser session's ${what} is not open here; read it inside a test or hook`);
  return value;
}

/**
 * Forgets the signed-in session in this page's browser context. The page leaves the app first: a request of
 * the app still in flight would otherwise bring the session cookie back with its answer (sessions roll) after
 * the cookies were cleared, and the next page would still be signed in.
 */
export async function signOutOfBrowser(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** The password of every demo account (backend/demo). */
export const DEMO_PASSWORD = 'rounds-demo-21';

/** Signs a demo account in through the sign-in form, as a visitor does, and waits for the shop's home page. */
export async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
