import type { Page } from 'playwright-core';
import { signInAs, signOutOfBrowser, useShopInBrowser } from './support/shop-session';
import { fillAddressStep, payWithAcceptedCard } from './support/checkout-dialogs';

const PRODUCT = 'Ember & Oak Small Batch Bourbon'; // the demo brand account's brand; the curator's link credits mayapours
const SCREENSHOTS = process.env.FULFILMENT_SCREENSHOTS_DIR ?? '/tmp/fulfilment';

describe('fulfilment in the browser', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function buyThroughCuratorLink(): Promise<void> {
    const { rows } = await shop.database.query<{ id: string }>('select id from products where name = $1', [PRODUCT]);
    await page.goto(`/products/${rows[0].id}?utm_source=mayapours`);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.getByRole('button', { name: /Get it Now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await fillAddressStep(dialog);
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await payWithAcceptedCard(payment);
    await page.getByRole('dialog', { name: 'Order Confirmed!' }).waitFor();
  }

  /** The curator's Sales tab, until its newest transaction's standing reads `expected`. */
  async function newestSaleStanding(expected: RegExp): Promise<void> {
    await page.goto('/profile?tab=sales');
    await page.getByTestId('recent-transactions').locator('li').first().getByTestId('commission-standing').filter({ hasText: expected }).waitFor();
  }

  const shipmentCard = (id: string) => page.locator(`[data-testid="shipment"][data-shipment-id="${id}"]`);
  /** Waits until the shipment's card shows the status (the list reloads after each step). */
  const statusShown = (id: string, status: string) =>
    page.waitForFunction(([shipmentId, expected]) => document.querySelector(`[data-shipment-id="${shipmentId}"] [data-testid="shipment-status"]`)?.textContent === expected, [id, status] as const);

  it('the brand packs, ships with tracking and hands a same-day order over after the ID check; the shopper sees the timeline; the curator sees "on hold until"', async () => {
    await signInAs(page, 'shopper');
    await buyThroughCuratorLink();
    const { rows: [bought] } = await shop.database.query<{ id: string; fulfillment_type: string }>(
      "select s.id, s.fulfillment_type from shipments s join orders o on o.id = s.order_id where o.creator_id is not null order by o.created_at desc limit 1",
    );
    const { rows: [packed] } = await shop.database.query<{ id: string }>("select id from shipments where status = 'packed' and fulfillment_type = 'shipping' limit 1");
    await signOutOfBrowser(page);

    // The curator's newest commission (this purchase) waits for the bottle to be delivered.
    await signInAs(page, 'curator');
    await page.setViewportSize({ width: 1366, height: 900 });
    await newestSaleStanding(/^waiting for delivery$/);
    await page.screenshot({ path: `${SCREENSHOTS}/curator-sales-waiting-1366.png`, fullPage: true });
    await signOutOfBrowser(page);

    await signInAs(page, 'brand');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/brand');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await shipmentCard(bought.id).waitFor();

    // 2-day shipping: a carrier and a tracking number in its format.
    const shipping = shipmentCard(packed.id);
    await shipping.getByLabel('Carrier').selectOption('ups');
    await shipping.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await shipping.getByRole('button', { name: 'Ship' }).click();
    await statusShown(packed.id, 'Shipped');
    await shipping.getByRole('link', { name: /UPS 1Z999AA10123456784/ }).waitFor();

    // The new order: packed, sent out, handed over to an adult with a valid ID.
    const card = shipmentCard(bought.id);
    await card.getByRole('button', { name: 'Mark packed' }).click();
    await statusShown(bought.id, 'Packed');
    await card.getByRole('button', bought.fulfillment_type === 'delivery' ? { name: 'Out for delivery' } : { name: 'Ship' }).click();
    await card.getByRole('button', { name: 'Check ID at the door' }).click();
    await card.getByLabel('Recipient name').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/brand-orders-1366.png`, fullPage: true });
    await card.getByLabel('Recipient name').fill('Sam Shopper');
    await card.getByLabel('ID type').selectOption('drivers_license');
    await card.getByLabel('Date of birth').fill('1990-04-12');
    await card.getByLabel('ID expires').fill('2099-04-12');
    await card.getByRole('button', { name: 'Hand over' }).click();
    await statusShown(bought.id, 'Delivered');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/brand-orders-390.png`, fullPage: true });

    // Two ID checks open at once: each form's labels lead to its own fields (typing by label fills that card's).
    const waitingForHandoff = () => page.getByTestId('shipment').filter({ has: page.getByRole('button', { name: 'Check ID at the door' }) }).first();
    const openChecks = [];
    for (const name of ['First Recipient', 'Second Recipient']) {
      const shipmentId = await waitingForHandoff().getAttribute('data-shipment-id');
      const opened = shipmentCard(shipmentId!);
      await opened.getByRole('button', { name: 'Check ID at the door' }).click();
      await opened.getByLabel('Recipient name').fill(name);
      openChecks.push({ opened, name });
    }
    for (const { opened, name } of openChecks) await expect(opened.getByRole('textbox', { name: 'Recipient name' }).inputValue()).resolves.toBe(name);
    await openChecks[1].opened.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/brand-orders-two-id-checks-390.png` });
    await signOutOfBrowser(page);

    await signInAs(page, 'shopper');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/orders');
    const newest = page.getByTestId('order').first();
    const steps = newest.getByTestId('timeline').locator('li');
    await steps.last().filter({ hasText: 'Delivered' }).waitFor();
    await expect(steps.allTextContents()).resolves.toEqual([expect.stringMatching(/^Paid/), expect.stringMatching(/^Packed/), expect.stringMatching(/^(Out for delivery|Shipped)/), expect.stringMatching(/^Delivered/)]);
    await page.screenshot({ path: `${SCREENSHOTS}/orders-1366.png`, fullPage: true });
    await signOutOfBrowser(page);

    await signInAs(page, 'curator');
    await page.goto('/dashboard');
    await page.getByTestId('commission-standing').filter({ hasText: /^on hold until [A-Z][a-z]{2} \d{1,2}, \d{4}$/ }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/curator-dashboard-1366.png`, fullPage: true });
    // Delivered: the same commission is now on hold, counted from the handoff.
    await newestSaleStanding(/^on hold until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await page.screenshot({ path: `${SCREENSHOTS}/curator-sales-on-hold-1366.png`, fullPage: true });
  });

  it("a delivery refused at the door shows the refund and why on the shopper's order page", async () => {
    const { rows: [out] } = await shop.database.query<{ id: string; order_id: string }>("select id, order_id from shipments where status = 'out_for_delivery' limit 1");
    await signInAs(page, 'brand');
    await page.goto('/brand');
    await page.getByRole('tab', { name: 'Orders' }).click();
    const card = shipmentCard(out.id);
    await card.getByRole('button', { name: 'Check ID at the door' }).click();
    await card.getByLabel('Could not hand over').selectOption('no_one_available');
    await card.getByRole('button', { name: 'Refuse' }).click();
    await statusShown(out.id, 'Refused');
    await signOutOfBrowser(page);

    await signInAs(page, 'shopper');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(`/orders/${out.order_id}`);
      const refund = page.getByTestId('refund');
      await refund.waitFor();
      await expect(refund.textContent()).resolves.toMatch(/^\$\d+\.\d{2} refunded to your card: no one was available to receive it\.$/);
      await page.getByTestId('timeline').locator('li', { hasText: 'Refused at the door' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/order-refused-${width}.png`, fullPage: true });
    }
  });
});
