import type { Page, Request, Route } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/counts-badge-admin-phone';

/**
 * What a shopper and an admin must be able to trust, at a laptop's and a phone's width: one click is one
 * click, a stale link shows no failed call, the cart badge never says a false 0, and the admin fits a phone.
 */
describe.each([1366, 390])('counts, cart badge and the admin at %i px', (width) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport: { width, height: 900 } });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const apiCalls = (method: string, path: RegExp): Request[] => {
    const seen: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
    });
    return seen;
  };

  it('asks for a shared profile once and records one click when a product on it is followed', async () => {
    const profileFetches = apiCalls('GET', /^\/api\/profile\/shopper$/);
    const clicks = apiCalls('POST', /^\/api\/clicks$/);
    await page.goto('/profile/shopper?utm_source=shopper&utm_medium=shared_profile');
    await page.getByRole('heading', { name: "shopper's Curated Store" }).waitFor();
    const clicked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/clicks');
    await page.getByTestId('profile-product-link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    expect((await clicked).status()).toBe(201);
    await page.getByRole('button', { name: /^Add to Cart|^Buy Now/ }).first().waitFor();
    expect(profileFetches).toHaveLength(1);
    expect(clicks).toHaveLength(1);
  });

  it('opens a product from a link whose utm_source names nobody without a failed call in the console', async () => {
    // The console's 'Failed to load resource' names no URL: the failing answers are read here instead.
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const { rows } = await shop.database.query<{ id: string }>('select id from products where available order by name limit 1');
    const clicked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/clicks');
    await page.goto(`/products/${rows[0].id}?utm_source=nobody_by_this_name`);
    expect((await clicked).status()).toBe(201);
    await page.getByRole('button', { name: /^Add to Cart|^Buy Now/ }).first().waitFor();
    // The seed's 401 from GET /api/user for a signed-out visitor stays.
    expect(failures.filter((failure) => failure !== '401 /api/user')).toEqual([]);
  });

  it('shows no cart count until the cart is known, never a false 0', async () => {
    await signInAs(page, 'shopper');
    const { rows } = await shop.database.query<{ id: string }>('select id from products where available and delivery_available order by name limit 1');
    const added = await page.request.post('/api/cart', { data: { productId: rows[0].id, fulfillmentType: 'delivery', quantity: 2 } });
    expect(added.ok()).toBe(true);
    const { rows: quantities } = await shop.database.query<{ n: number }>(
      "select coalesce(sum(quantity), 0)::int as n from cart_items where user_id = (select id from users where username = 'shopper')",
    );

    // Hold the cart's answer: until it comes, the header must not claim an empty cart.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cart', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const cart = page.getByRole('button', { name: /^Cart/ });
    await cart.waitFor();
    expect(await cart.getAttribute('aria-label')).toBe('Cart');
    expect(await page.getByTestId('cart-count').count()).toBe(0);
    release();
    await page.getByTestId('cart-count').filter({ hasText: String(quantities[0].n) }).waitFor();
    expect(await cart.getAttribute('aria-label')).toBe(`Cart, ${quantities[0].n} items`);
  });

  it('shows the admin tabs and Products table whole: tabs scroll, tables scroll sideways, the page does not', async () => {
    const { rows } = await shop.database.query<{ name: string }>(
      "update products set available = true, delivery_available = false, shipping_available = true, markets = '{}', created_at = now() + interval '1 hour' where id = (select id from products order by name limit 1) returning name",
    );
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    const products = page.getByRole('tab', { name: 'Products', exact: true });
    await products.waitFor();
    expect(await products.getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/admin-top-${width}.png` });
    // Every tab's label is whole: none is squeezed narrower than its text.
    const clipped = await page.getByRole('tab').evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth + 1).map((tab) => tab.textContent));
    expect(clipped).toEqual([]);
    const box = await products.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);

    // A ship-only product that ships everywhere is for sale: 'Ship only', not 'Out of stock'.
    const row = page.getByRole('row').filter({ hasText: rows[0].name });
    await row.getByText('Ship only', { exact: true }).waitFor();
    expect(await row.getByText(/out of stock/i).count()).toBe(0);

    // The page itself never scrolls sideways; the table does, and its last column can be reached.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const status = page.getByRole('columnheader', { name: 'Status' });
    await status.scrollIntoViewIfNeeded();
    const statusBox = await status.boundingBox();
    expect(statusBox && statusBox.x >= 0 && statusBox.x + statusBox.width <= width).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-products-${width}.png`, fullPage: true });
  });
});
