import type { Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/delivery-option';

/** The 'Choose delivery option' dialog, from the cart drawer and at checkout, at a laptop's and a phone's width. */
describe.each([1366, 390])('choosing a delivery option at %i px', (width) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport: { width, height: 900 } });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function signIn(username: string): Promise<void> {
    await signInAs(page, username);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  }

  it("adds a product offered both ways with 'Choose later', switches it in the drawer and at checkout with the server totals, and says why a one-way line cannot", async () => {
    await shop.database.query(`delete from cart_items where user_id = (select id from users where username = 'shopper')`);
    const { rows: both } = await shop.database.query<{ id: string; name: string }>(
      'select id, name from products where available and delivery_available and shipping_available and price_cents < 3000 order by name limit 1',
    );
    const { rows: shipOnly } = await shop.database.query<{ id: string; name: string }>(
      `update products set delivery_available = false, shipping_available = true, available = true
        where id = (select id from products where id <> $1 order by name desc limit 1) returning id, name`,
      [both[0].id],
    );
    await signIn('shopper');
    expect((await page.request.post('/api/cart', { data: { productId: shipOnly[0].id, fulfillmentType: 'shipping' } })).ok()).toBe(true);
    // The product offered both ways goes in from its page with 'Add to Cart' marked 'Choose later': as delivery,
    // with the promise that the choice comes later, which the drawer's dialog keeps.
    await page.goto(`/products/${both[0].id}`);
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    const added = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/cart');
    await page.getByRole('button', { name: /Add to Cart.*Choose later/ }).click();
    expect((await added).status()).toBe(201);
    await page.locator('[data-variant]').filter({ hasText: 'Added to cart!' }).filter({ hasText: 'You can choose delivery type during checkout.' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/choose-later-added-${width}.png` });
    await page.getByTestId('cart-count').filter({ hasText: '2' }).waitFor();
    const { rows: lines } = await shop.database.query<{ fulfillment_type: string }>(
      "select fulfillment_type from cart_items where product_id = $1 and user_id = (select id from users where username = 'shopper')",
      [both[0].id],
    );
    expect(lines).toEqual([{ fulfillment_type: 'delivery' }]);
    await page.getByRole('button', { name: /^Cart, / }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.waitFor();

    // The one-way line says why; the other opens the dialog.
    await drawer.getByTestId('delivery-option-reason').filter({ hasText: `2-Day Shipping only: ${shipOnly[0].name} is not offered for Same-Day Delivery.` }).waitFor();
    expect(await drawer.getByRole('button', { name: `Change delivery option for ${shipOnly[0].name}` }).count()).toBe(0);
    const fees = drawer.getByTestId('cart-total-delivery-shipping');
    const feesBefore = await fees.textContent();
    await drawer.getByRole('region', { name: 'Same-Day Delivery' }).getByText(both[0].name).waitFor();
    await drawer.getByRole('button', { name: `Change delivery option for ${both[0].name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose delivery option' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: /Same-Day Delivery/ }).getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/dialog-drawer-${width}.png` });
    const switched = page.waitForResponse((response) => /\/api\/cart\/[^/]+\/fulfillment$/.test(response.url()));
    await dialog.getByRole('radio', { name: /2-Day Shipping/ }).click();
    expect((await switched).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    // Both lines ship now: one shipping group, and the fees the server computed for it.
    await drawer.getByRole('region', { name: '2-Day Shipping' }).getByText(both[0].name).waitFor();
    expect(await drawer.getByRole('region', { name: 'Same-Day Delivery' }).count()).toBe(0);
    await page.waitForFunction((before) => document.querySelector('[data-testid="cart-total-delivery-shipping"]')?.textContent !== before, feesBefore);
    const totals = (await page.request.get('/api/cart/totals').then((response) => response.json())) as { deliverySubtotal: number; fees: number };
    expect(totals.deliverySubtotal).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/drawer-after-${width}.png` });

    // At checkout: back to same-day delivery, and the total follows.
    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const checkout = page.getByTestId('checkout-summary');
    await checkout.getByTestId('checkout-cart-line').first().waitFor();
    const totalBefore = await checkout.getByTestId('checkout-cart-total').textContent();
    await checkout.getByRole('button', { name: `Change delivery option for ${both[0].name}` }).click();
    await dialog.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/dialog-checkout-${width}.png` });
    await dialog.getByRole('radio', { name: /Same-Day Delivery/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((before) => document.querySelector('[data-testid="checkout-cart-total"]')?.textContent !== before, totalBefore);
    const { rows } = await shop.database.query<{ fulfillment_type: string }>('select fulfillment_type from cart_items where product_id = $1', [both[0].id]);
    expect(rows).toEqual([{ fulfillment_type: 'delivery' }]);
    await checkout.getByTestId('delivery-option-reason').filter({ hasText: shipOnly[0].name }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/checkout-after-${width}.png` });
  });
});
