import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pathnameOf } from './support/browser';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SHOTS = '/tmp/profile-activity-shots';

/** The own profile's Activity tab: the newest lines first, each opening where it happened. */
describe.each([
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('profile activity ($name)', ({ name, viewport }) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport });
  let page: Page;
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  beforeEach(() => {
    page = shop.page;
  });

  it('lists the newest order, follow and favorite first and opens each where it happened', async () => {
    const db = shop.database;
    const [{ id: userId }] = (await db.query<{ id: string }>(`select id from users where username = 'shopper'`)).rows;
    // Lines a minute in the future, so they come before anything the demo data holds.
    const [{ id: orderId }] = (
      await db.query<{ id: string }>(
        `insert into orders (user_id, status, fulfillment_type, subtotal_cents, tax_cents, total_cents, created_at) values ($1, 'paid', 'shipping', 8000, 400, 8400, now() + interval '3 minutes') returning id`,
        [userId],
      )
    ).rows;
    const [creator] = (await db.query<{ id: string; handle: string }>(`select id, handle from creators where not exists (select 1 from follows f where f.creator_id = creators.id and f.shopper_id = $1) order by handle limit 1`, [userId])).rows;
    await db.query(`insert into follows (shopper_id, creator_id, created_at) values ($1, $2, now() + interval '2 minutes')`, [userId, creator.id]);
    const [product] = (await db.query<{ id: string; name: string }>(`select id, name from products where not exists (select 1 from favorites f where f.product_id = products.id and f.user_id = $1) order by name limit 1`, [userId])).rows;
    await db.query(`insert into favorites (user_id, product_id, created_at) values ($1, $2, now() + interval '1 minute')`, [userId, product.id]);

    await signInAs(page, 'shopper');
    await page.goto('/profile?tab=activity');
    const items = page.getByTestId('activity-item');
    await items.first().waitFor();
    await expect(page.getByText('Activity Coming Soon').count()).resolves.toBe(0);
    const first = await items.evaluateAll((links) => links.slice(0, 3).map((link) => [link.getAttribute('data-kind'), link.getAttribute('href'), link.querySelector('[data-testid="activity-title"]')?.textContent]));
    expect(first).toEqual([
      ['order', `/orders/${orderId}`, 'Order placed'],
      ['follow', `/creator/${creator.handle}`, expect.stringMatching(/^Followed /)],
      ['favorite', `/products/${product.id}`, `Favorited ${product.name}`],
    ]);
    // Nothing sticks out sideways (long titles wrap on a phone).
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SHOTS}/activity-${name}.png`, fullPage: true });

    await items.nth(1).click();
    await page.waitForURL((url) => url.pathname === `/creator/${creator.handle}`);
    await page.goBack();
    await items.first().waitFor();
    await items.first().click();
    await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
    expect(pathnameOf(page)).toBe(`/orders/${orderId}`);

    await db.query('delete from orders where id = $1', [orderId]);
    await db.query('delete from follows where shopper_id = $1 and creator_id = $2', [userId, creator.id]);
    await db.query('delete from favorites where user_id = $1 and product_id = $2', [userId, product.id]);
  });
});
