import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/compliance';
const BOURBON = 'Ember & Oak Small Batch Bourbon'; // delivery and shipping
const TEXAS_ADDRESS = { street: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', formatted: '500 Congress Ave, Austin, TX 78701' };

/** State rules as data: an admin lowers Texas's per-order limit and a shopper in Texas sees it in the cart. */
describe('compliance rules', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
  beforeEach(() => {
    page = shop.page;
  });

  it('an admin lowers Texas’s per-order limit; a shopper in Texas sees the new message in the cart and the address notice', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    await page.getByRole('tab', { name: 'Compliance', exact: true }).click();
    const texas = page.locator('tr[data-state="TX"]');
    await texas.getByText('Texas').waitFor();
    await page.getByRole('table', { name: 'State rules' }).screenshot({ path: `${SCREENSHOTS}/compliance-tab-1366.png` });

    await texas.getByRole('button', { name: 'Edit Texas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Texas (TX)' });
    await dialog.waitFor();
    // The server's refusal shows in the form, and nothing is saved.
    await dialog.getByLabel('Most bottles per order').fill('-1');
    await dialog.getByRole('button', { name: 'Save rules' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'maxBottlesPerOrder must be 0 or more, or null for no limit' }).waitFor();
    await dialog.screenshot({ path: `${SCREENSHOTS}/rule-form-refused-1366.png` });
    await dialog.getByLabel('Most bottles per order').fill('2');
    await dialog.getByRole('button', { name: 'Save rules' }).click();
    await dialog.waitFor({ state: 'detached' });
    await texas.getByText('2 bottles').waitFor();
    const { rows: audit } = await shop.database.query<{ action: string; details: { after: { maxBottlesPerOrder: number } } }>(
      "select action, details from audit_log where entity_type = 'compliance_rule' and entity_id = 'TX'",
    );
    expect(audit).toEqual([expect.objectContaining({ action: 'compliance_rule.changed', details: expect.objectContaining({ after: expect.objectContaining({ maxBottlesPerOrder: 2 }) }) })]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('table', { name: 'State rules' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/compliance-tab-390.png` });

    // A shopper in Texas with three bottles in the cart.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAs(page, 'shopper');
    await page.evaluate((address) => window.localStorage.setItem('rounds-address', JSON.stringify(address)), TEXAS_ADDRESS);
    const { rows } = await shop.database.query<{ id: string }>('select id from products where name = $1', [BOURBON]);
    // Writes from outside the page say where they come from, as the page's own requests do.
    const origin = { origin: new URL(page.url()).origin };
    await page.request.delete('/api/cart', { headers: origin });
    const added = await page.request.post('/api/cart', { headers: origin, data: { productId: rows[0]!.id, fulfillmentType: 'delivery', quantity: 3 } });
    expect(added.status()).toBe(201);
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.getByRole('button', { name: /^Cart, / }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const notice = drawer.getByTestId('cart-rules-notice');
    await notice.filter({ hasText: 'Texas limits alcohol to 2 bottles per order; this order has 3 bottles. Remove 1 bottle to continue.' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/cart-limit-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/cart-limit-390.png` });

    // The address dialog says what applies in Texas, from the same rules.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/products');
    await page.getByRole('button', { name: /Austin, TX/ }).first().click();
    const rules = page.getByTestId('address-rules-notice');
    await rules.getByText('Texas limits alcohol to 2 bottles per order.').waitFor();
    const addressDialog = page.getByRole('dialog', { name: 'Select delivery address' });
    await addressDialog.screenshot({ path: `${SCREENSHOTS}/address-notice-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/address-notice-390.png` });
  });
});
