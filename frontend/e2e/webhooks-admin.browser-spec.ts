import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/rounds-screens/webhooks-admin';

// The receiver below runs on loopback: the app may deliver there only when the operator allows it.
process.env.WEBHOOK_ALLOWED_PRIVATE_HOSTS = '127.0.0.1';

/** Admin → Webhooks & Mail: register an endpoint, see an order's delivery arrive, and read the development mailbox. */
describe('webhooks and the development mailbox in the admin area', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let receiver: Server;
  let receiverUrl: string;
  const received: { id: string; type: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('registers an endpoint, shows its secret once, lists the order.paid delivery, and shows mail in the mailbox', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = shop.page;
    await signInAs(page, 'admin');

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Webhooks & Mail' }).click();
    await page.getByLabel('Endpoint URL (https)').fill(receiverUrl);
    await page.getByRole('button', { name: 'Register endpoint' }).click();
    await page.getByRole('status').filter({ hasText: `Signing secret of ${receiverUrl}, shown only now` }).waitFor();
    await page.getByRole('table', { name: 'Webhook endpoints' }).getByText(receiverUrl).waitFor();
    const firstSecret = (await page.getByRole('status').filter({ hasText: 'Signing secret' }).locator('code').textContent())!;

    // A new secret reveals one too: with the sign-in's confirmation grown old, the screen asks for the password first.
    await shop.database.query(`update sessions set sess = jsonb_set(sess::jsonb, '{steppedUpAt}', '"2020-01-01T00:00:00.000Z"')::json where sess -> 'passport' ->> 'user' = (select id::text from users where username = 'admin')`);
    await page.getByRole('row').filter({ hasText: receiverUrl }).getByRole('button', { name: 'New secret' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-webhooks-step-up-1366.png`, fullPage: true });
    await confirm.getByLabel('Password').fill('rounds-demo-21');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    // The first secret's notice stays on screen until the rotation answers, so wait for a different secret.
    const rotated = page.getByRole('status').filter({ hasText: `Signing secret of ${receiverUrl}, shown only now` }).locator('code').filter({ hasNotText: firstSecret });
    await rotated.waitFor();
    const newSecret = (await rotated.textContent())!;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(firstSecret);

    // A shopper buys: order.paid goes to the endpoint, the confirmation to the development mailbox.
    const { rows } = await shop.database.query<{ id: string }>(`select id from products where available and shipping_available order by name limit 1`);
    const shopper = await page.context().browser()!.newContext({ baseURL: shop.server.baseUrl });
    await shopper.request.post('/api/login', { data: { username: 'shopper', password: 'rounds-demo-21' } });
    const checkout = await shopper.request.post('/api/checkout', {
      data: {
        productId: rows[0].id,
        fulfillmentType: 'shipping',
        shippingInfo: { firstName: 'Maya', lastName: 'Lopez', email: 'maya@example.com', phone: '(415) 555-0134', street: '500 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105' },
        paymentInfo: { method: 'card', last4: '4242' },
      },
    });
    expect(checkout.status()).toBe(201);
    await shopper.close();

    const deadline = Date.now() + 30_000;
    while (!received.some((event) => event.type === 'order.paid') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const delivered = received.find((event) => event.type === 'order.paid');
    expect(delivered).toBeDefined();

    await page.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = page.getByRole('table', { name: 'Webhook deliveries' });
    await deliveries.getByText(delivered!.id).waitFor();
    await deliveries.getByRole('cell', { name: 'delivered' }).first().waitFor();
    await page.getByRole('table', { name: 'Development mailbox' }).getByText(/is confirmed$/).first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-webhooks-1366.png`, fullPage: true });
    await page.getByRole('table', { name: 'Development mailbox' }).getByRole('button', { name: /is confirmed$/ }).first().click();
    await page.frameLocator('iframe[title^="Mail:"]').getByText('Thank you — your order is confirmed').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-mailbox-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-webhooks-390.png`, fullPage: true });
  });
});
