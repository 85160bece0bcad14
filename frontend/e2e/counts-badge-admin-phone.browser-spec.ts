import type { Page, Request, Route } from 'playwright-core';
import { DEMO_PASSWORD, signInAs, useShopInBrowser } from './support/shop-session';

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

  interface OwnerFigures {
    profileViews: number;
    clicks: number;
  }
  const ownerFigures = async (): Promise<OwnerFigures> => {
    expect((await page.request.post('/api/login', { data: { username: 'shopper', password: DEMO_PASSWORD } })).ok()).toBe(true);
    const figures = (await (await page.request.get('/api/user/sales-analytics')).json()) as OwnerFigures;
    await page.context().clearCookies();
    return figures;
  };

  it("counts one visit to a shared profile as one view and one product followed from it as one click, on the owner's Sales tab", async () => {
    const before = await ownerFigures();
    const profileFetches = apiCalls('GET', /^\/api\/profile\/shopper$/);
    const clicks = apiCalls('POST', /^\/api\/clicks$/);
    await page.goto('/profile/shopper?utm_source=shopper&utm_medium=shared_profile');
    await page.getByRole('heading', { name: "shopper's Curated Store" }).waitFor();

    // A brand on the profile: its page opens without asking for the profile again, and is no click.
    await page.getByTestId('profile-brand-link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/brand/'));
    await page.getByTestId('brand-product-count').waitFor();
    expect(profileFetches).toHaveLength(1);
    expect(clicks).toHaveLength(0);

    // Back on the profile (the same visit), a product: one click, and still one fetch of the profile.
    await page.goBack();
    await page.getByRole('heading', { name: "shopper's Curated Store" }).waitFor();
    const clicked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/clicks');
    await page.getByTestId('profile-product-link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    expect((await clicked).status()).toBe(201);
    await page.getByRole('button', { name: /^Add to Cart|^Buy Now/ }).first().waitFor();
    expect(profileFetches).toHaveLength(1);
    expect(clicks).toHaveLength(1);

    // The owner's Sales tab: one more profile view and one more click, not two of either.
    await signInAs(page, 'shopper');
    await page.goto('/profile?tab=sales');
    const views = page.locator('div').filter({ has: page.getByText('Profile views', { exact: true }) }).last();
    await views.filter({ hasText: `${before.clicks + 1} ${before.clicks === 0 ? 'click' : 'clicks'} · ` }).waitFor();
    expect(await views.locator('p').nth(1).textContent()).toBe(String(before.profileViews + 1));
    await views.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/owner-sales-${width}.png` });
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

  it('shows every admin tab whole and the four availabilities: tabs wrap, tables scroll sideways, the page does not', async () => {
    // One product in each availability, the newest so that they head the Products table. A ship-only product
    // that ships everywhere is for sale: 'Ship only', not 'Out of stock'.
    const { rows } = await shop.database.query<{ name: string; label: string }>(
      `update products p set available = s.available, delivery_available = s.delivery, shipping_available = s.shipping, markets = '{}',
              created_at = now() + interval '1 hour' + make_interval(mins => s.n)
         from (select id, row_number() over (order by name) as n from products order by name limit 4) x
         join (values (1, true, true, true, 'Available'), (2, true, false, true, 'Ship only'), (3, true, true, false, 'Delivery only'), (4, false, true, true, 'Out of stock'))
              as s(n, available, delivery, shipping, label) on s.n = x.n
        where p.id = x.id
        returning p.name, s.label`,
    );
    expect(rows.map((row) => row.label).sort()).toEqual(['Available', 'Delivery only', 'Out of stock', 'Ship only']);
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    const tabList = page.getByRole('tablist').first();
    const products = tabList.getByRole('tab', { name: 'Products', exact: true });
    await products.waitFor();
    expect(await products.getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/admin-top-${width}.png` });
    // Every tab's label is whole: none is squeezed narrower than its text.
    const clipped = await tabList.getByRole('tab').evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth + 1).map((tab) => tab.textContent));
    expect(clipped).toEqual([]);
    const box = await products.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);

    // Each availability under its own label.
    for (const { name, label } of rows) {
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText(label, { exact: true }).waitFor();
      if (label !== 'Out of stock') expect(await row.getByText(/out of stock/i).count()).toBe(0);
    }

    // The Products table's last column can be reached by scrolling the table.
    const status = page.getByRole('columnheader', { name: 'Status' });
    await status.scrollIntoViewIfNeeded();
    const statusBox = await status.boundingBox();
    expect(statusBox && statusBox.x >= 0 && statusBox.x + statusBox.width <= width).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-products-${width}.png`, fullPage: true });

    // Every tab, once its content has loaded: nothing sticks out of the window unless it sits in something that
    // scrolls sideways (a table's frame), and the page itself never scrolls sideways.
    for (const name of await tabList.getByRole('tab').allTextContents()) {
      const tab = tabList.getByRole('tab', { name, exact: true });
      await tab.click();
      const panelId = (await tab.getAttribute('aria-controls'))!;
      await page.waitForFunction((id) => {
        const panel = document.getElementById(id);
        if (!panel || panel.childElementCount === 0 || panel.querySelector('[role="status"]') || panel.textContent?.includes('Loading…')) return false;
        return [...panel.querySelectorAll('table')].every((table) => table.querySelector('tbody tr') !== null);
      }, panelId);
      const layout = await page.evaluate((id) => {
        const panel = document.getElementById(id)!;
        const viewport = document.documentElement.clientWidth;
        const contained = (element: Element) => {
          for (let parent = element.parentElement; parent && parent !== panel; parent = parent.parentElement) {
            if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
          }
          return false;
        };
        const sticking = [...panel.querySelectorAll('*')]
          .filter((element) => {
            const rect = element.getBoundingClientRect();
            return rect.width > 0 && (rect.left < -1 || rect.right > viewport + 1) && !contained(element);
          })
          .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
        return { pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth, sticking: sticking.slice(0, 5) };
      }, panelId);
      expect({ tab: name, ...layout }).toEqual({ tab: name, pageScrollsSideways: false, sticking: [] });
      if (width < 500) await page.screenshot({ path: `${SCREENSHOTS}/admin-tab-${name.replace(/\W+/g, '-').toLowerCase()}-${width}.png`, fullPage: true });
    }
  });
});
