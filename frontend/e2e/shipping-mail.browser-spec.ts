import { mkdirSync } from 'node:fs';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/rounds-screens/shipping-mail';
const PRODUCT = 'Ember & Oak Small Batch Bourbon'; // the demo brand account's brand; shipping available

/** A brand ships an order with tracking in its Orders tab; the shopper's mailbox has the mail with the tracking link. */
describe('the shipping mail', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });

  it('reaches the shopper with the carrier’s tracking link when the brand ships', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = shop.page;
    const { rows: products } = await shop.database.query<{ id: string }>('select id from products where name = $1', [PRODUCT]);
    const shopper = await page.context().browser()!.newContext({ baseURL: shop.server.baseUrl });
    await shopper.request.post('/api/login', { data: { username: 'shopper', password: 'rounds-demo-21' } });
    const checkout = await shopper.request.post('/api/checkout', {
      data: {
        productId: products[0].id,
        fulfillmentType: 'shipping',
        shippingInfo: { firstName: 'Sam', lastName: 'Shopper', email: 'sam.shopper@example.com', phone: '(415) 555-0100', street: '1 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105' },
        paymentInfo: { method: 'card', last4: '4242' },
      },
    });
    expect(checkout.status()).toBe(201);
    const order = (await checkout.json()).orders[0] as { id: string; orderNumber: string };
    await shopper.close();
    const { rows: [shipment] } = await shop.database.query<{ id: string }>('select id from shipments where order_id = $1', [order.id]);

    await signInAs(page, 'brand');
    await page.goto('/brand');
    await page.getByRole('tab', { name: 'Orders' }).click();
    const card = page.locator(`[data-testid="shipment"][data-shipment-id="${shipment.id}"]`);
    await card.getByRole('button', { name: 'Mark packed' }).click();
    await card.getByLabel('Carrier').selectOption('ups');
    await card.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await card.getByRole('button', { name: 'Ship' }).click();
    await card.getByRole('link', { name: /UPS 1Z999AA10123456784/ }).waitFor();

    const subject = `Your Rounds order ${order.orderNumber} has shipped`;
    const deadline = Date.now() + 30_000;
    let mail: { text: string; html: string } | undefined;
    while (!mail) {
      const { rows } = await shop.database.query<{ text: string; html: string }>('select text, html from mailbox_messages where subject = $1', [subject]);
      mail = rows[0];
      if (!mail && Date.now() > deadline) throw new Error(`No "${subject}" mail arrived`);
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mail.text).toContain('Track with UPS: https://www.ups.com/');
    expect(mail.html).toContain('1Z999AA10123456784');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(mail.html);
    await page.getByRole('link', { name: 'Track with UPS' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/shipping-mail-390.png`, fullPage: true });
  });
});
