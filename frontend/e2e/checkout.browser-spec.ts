import type { Locator, Page, Request } from 'playwright-core';
import { pathnameOf } from './support/browser';
import { signInAs, useShopInBrowser } from './support/shop-session';

const DELIVERY_AND_SHIPPING_PRODUCT = 'Ember & Oak Small Batch Bourbon'; // $42.50, delivery and shipping
const SHIPPING_ONLY_PRODUCT = 'Highland Reach 18 Year Sherry Cask'; // $149.00, shipping only: fee 14.99, free from 150

describe('cart and checkout', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const productId = async (name: string): Promise<string> => {
    const { rows } = await shop.database.query<{ id: string }>('select id from products where name = $1', [name]);
    if (!rows[0]) throw new Error(`No demo product named ${name}`);
    return rows[0].id;
  };

  const shopperOrderCount = async (): Promise<number> => {
    const { rows } = await shop.database.query<{ count: string }>(
      "select count(*) from orders o join users u on u.id = o.user_id where u.username = 'shopper'",
    );
    return Number(rows[0].count);
  };

  async function signInAsShopper(): Promise<void> {
    await signInAs(page, 'shopper');
  }

  const toast = (title: string): Locator => page.locator('[data-variant]').filter({ hasText: title });

  async function addToCartFromProductPage(name: string): Promise<void> {
    await page.goto(`/products/${await productId(name)}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // The session is known once the user menu shows; before that the page treats the visitor as signed out.
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await toast('Added to cart!').filter({ hasText: `${name} has been added to your cart.` }).waitFor();
  }

  const cartBadge = () => page.getByTestId('cart-count');
  const drawer = () => page.getByRole('dialog', { name: 'Your Cart' });
  const cartLine = (name: string) => drawer().getByTestId('cart-item').filter({ hasText: name });

  async function openCart(): Promise<void> {
    await page.getByRole('button', { name: /^Cart, / }).click();
    await drawer().waitFor();
  }

  async function expectTotals(expected: { subtotal: string; fees: string | null; tax: string; total: string }): Promise<void> {
    const totals = drawer().getByTestId('cart-totals');
    await totals.getByTestId('cart-total-total').filter({ hasText: expected.total }).waitFor();
    await expect(totals.getByTestId('cart-total-subtotal').textContent()).resolves.toBe(expected.subtotal);
    await expect(totals.getByTestId('cart-total-tax').textContent()).resolves.toBe(expected.tax);
    const fees = totals.getByTestId('cart-total-delivery-shipping');
    if (expected.fees === null) await expect(fees.count()).resolves.toBe(0);
    else await expect(fees.textContent()).resolves.toBe(expected.fees);
  }

  async function fillShippingStep(dialog: Locator): Promise<void> {
    await dialog.getByLabel('First Name').fill('Sam');
    await dialog.getByLabel('Last Name').fill('Shopper');
    await dialog.getByLabel('Email').fill('shopper@example.com');
    await dialog.getByLabel('Phone').fill('415-555-0100');
    await dialog.getByLabel('Street Address').fill('1 Market St');
    await dialog.getByLabel('City').fill('San Francisco');
    await dialog.getByLabel('State').fill('ca');
    await dialog.getByLabel('ZIP Code').fill('94105');
    await expect(dialog.getByLabel('State').inputValue()).resolves.toBe('CA');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  }

  async function fillPaymentStep(dialog: Locator, cardNumber: string): Promise<void> {
    await dialog.getByLabel('Name on Card').fill('Sam Shopper');
    await dialog.getByLabel('Card Number').pressSequentially(cardNumber);
    await expect(dialog.getByLabel('Card Number').inputValue()).resolves.toBe(cardNumber.replace(/\s/g, ''));
    await expect(dialog.getByLabel('Expiry Date').getAttribute('placeholder')).resolves.toBe('MM/YY');
    await dialog.getByLabel('Expiry Date').fill('12/30');
    await dialog.getByLabel('CVV').fill('123');
  }

  it('adds a delivery and a shipping item, changes quantities, shows the server totals and checks out the whole cart', async () => {
    await signInAsShopper();
    await expect(cartBadge().textContent()).resolves.toBe('0');
    // The demo shopper already has orders (the demo data's, in every fulfilment state).
    const ordersBefore = await shopperOrderCount();

    await addToCartFromProductPage(DELIVERY_AND_SHIPPING_PRODUCT);
    await expect(toast('Added to cart!').textContent()).resolves.toContain('You can choose delivery type during checkout.');
    await addToCartFromProductPage(SHIPPING_ONLY_PRODUCT);
    await expect(toast('Added to cart!').textContent()).resolves.not.toContain('You can choose delivery type');
    await cartBadge().filter({ hasText: /^2$/ }).waitFor();

    await openCart();
    await expect(drawer().getByTestId('cart-drawer-count').textContent()).resolves.toBe('2 items');
    await drawer().getByRole('heading', { name: 'Same-Day Delivery' }).waitFor();
    await drawer().getByRole('heading', { name: '2-Day Shipping' }).waitFor();
    await expect(drawer().getByTestId('cart-group-divider').count()).resolves.toBe(1);
    await expect(cartLine(SHIPPING_ONLY_PRODUCT).getByText('$149.00').count()).resolves.toBe(1);
    await expect(cartLine(SHIPPING_ONLY_PRODUCT).getByRole('button', { name: /^Decrease quantity/ }).isDisabled()).resolves.toBe(true);
    // 42.50 + 149.00: delivery is free from 35, shipping costs 14.99 under its own 150 threshold; 8 % tax.
    await expectTotals({ subtotal: '$191.50', fees: '$14.99', tax: '$15.32', total: '$221.81' });

    await cartLine(DELIVERY_AND_SHIPPING_PRODUCT).getByRole('button', { name: /^Increase quantity/ }).click();
    await cartLine(DELIVERY_AND_SHIPPING_PRODUCT).getByTestId('cart-item-quantity').filter({ hasText: /^2$/ }).waitFor();
    await expectTotals({ subtotal: '$234.00', fees: '$14.99', tax: '$18.72', total: '$267.71' });

    // Two bottles of the sherry cask reach its free-shipping threshold: the fee line disappears.
    await cartLine(SHIPPING_ONLY_PRODUCT).getByRole('button', { name: /^Increase quantity/ }).click();
    await expectTotals({ subtotal: '$383.00', fees: null, tax: '$30.64', total: '$413.64' });
    await cartLine(SHIPPING_ONLY_PRODUCT).getByRole('button', { name: /^Decrease quantity/ }).click();
    await expectTotals({ subtotal: '$234.00', fees: '$14.99', tax: '$18.72', total: '$267.71' });
    await cartBadge().filter({ hasText: /^3$/ }).waitFor();

    await drawer().getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await dialog.waitFor();
    await expect(drawer().count()).resolves.toBe(0);
    await fillShippingStep(dialog);

    const payment = page.getByRole('dialog', { name: 'Payment' });
    await fillPaymentStep(payment, '4242 4242 4242 4242');
    const checkoutRequest = page.waitForRequest((request) => request.url().endsWith('/api/checkout/cart') && request.method() === 'POST');
    const checkoutResponse = page.waitForResponse((response) => response.url().endsWith('/api/checkout/cart'));
    await payment.getByRole('button', { name: 'Place Order' }).click();

    const sent = await checkoutRequest;
    expectOnlyLast4Sent(sent, '4242');
    const { alcpaySessionId } = (await (await checkoutResponse).json()) as { alcpaySessionId: string };

    const confirmation = page.getByRole('dialog', { name: 'Order Confirmed!' });
    await confirmation.waitFor();
    await toast('Order confirmed!').filter({ hasText: 'Your order has been successfully placed and will be processed shortly.' }).waitFor();
    // Two orders from one payment: each its own number.
    await expect(confirmation.getByTestId('order-number-delivery').textContent()).resolves.toBe(`#${alcpaySessionId.slice(-8)}-1`);
    await expect(confirmation.getByTestId('order-number-shipping').textContent()).resolves.toBe(`#${alcpaySessionId.slice(-8)}-2`);
    await expect(confirmation.getByTestId('estimate-delivery').textContent()).resolves.toMatch(/^(Today|Tomorrow) by /);
    await expect(confirmation.getByTestId('estimate-shipping').textContent()).resolves.toMatch(/\w+day, \w+ \d{1,2}$/);
    await cartBadge().filter({ hasText: /^0$/ }).waitFor();
    await expect(shopperOrderCount()).resolves.toBe(ordersBefore + 2);

    await confirmation.getByRole('link', { name: 'View Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    const orders = page.getByTestId('order');
    await orders.nth(ordersBefore + 1).waitFor();
    await expect(orders.count()).resolves.toBe(ordersBefore + 2);
    await orders.filter({ hasText: DELIVERY_AND_SHIPPING_PRODUCT }).filter({ hasText: '$91.80' }).waitFor(); // 85.00 + 6.80 tax
    await orders.filter({ hasText: SHIPPING_ONLY_PRODUCT }).filter({ hasText: '$175.91' }).waitFor(); // 149.00 + 14.99 + 11.92 tax
    await orders.filter({ hasText: DELIVERY_AND_SHIPPING_PRODUCT }).filter({ hasText: `Order #${alcpaySessionId.slice(-8)}-1` }).waitFor();
    await orders.filter({ hasText: SHIPPING_ONLY_PRODUCT }).filter({ hasText: `Order #${alcpaySessionId.slice(-8)}-2` }).waitFor();
  });

  it('shows the declined card as a Checkout Error and leaves no order', async () => {
    await signInAsShopper();
    const ordersBefore = await shopperOrderCount();
    await addToCartFromProductPage(SHIPPING_ONLY_PRODUCT);
    await cartBadge().filter({ hasText: /^1$/ }).waitFor();

    await openCart();
    await drawer().getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await fillShippingStep(dialog);
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await fillPaymentStep(payment, '4000 0000 0000 0002');
    const checkoutRequest = page.waitForRequest((request) => request.url().endsWith('/api/checkout/cart') && request.method() === 'POST');
    await payment.getByRole('button', { name: 'Place Order' }).click();
    expectOnlyLast4Sent(await checkoutRequest, '0002');

    await page.locator('[data-variant="destructive"]').filter({ hasText: 'Checkout Error' }).filter({ hasText: 'Your card was declined.' }).waitFor();
    // Still on the payment step, so the shopper can use another card.
    await payment.getByRole('button', { name: 'Place Order' }).waitFor();
    await expect(shopperOrderCount()).resolves.toBe(ordersBefore);

    // Closing resets the dialog to its first step; the cart keeps the item.
    await payment.getByRole('button', { name: 'Close' }).click();
    await cartBadge().filter({ hasText: /^1$/ }).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByRole('heading', { level: 1, name: 'Your Orders' }).waitFor();
    // The history arrives in one response: once its last expected order shows, nothing more follows.
    if (ordersBefore > 0) await page.getByTestId('order').nth(ordersBefore - 1).waitFor();
    else await page.getByText('No orders yet').waitFor();
    await expect(page.getByTestId('order').count()).resolves.toBe(ordersBefore);
  });

  it("buys one product with 'Get it Now' from a creator's link: the click is recorded once and the order credited", async () => {
    await signInAsShopper();
    const { rows } = await shop.database.query<{ id: string }>("select id from creators where handle = 'mayapours'");
    const creatorId = rows[0].id;
    const productUrl = `/products/${await productId(DELIVERY_AND_SHIPPING_PRODUCT)}?utm_source=${creatorId}`;
    // The saved delivery address prefills the shipping address.
    await page.evaluate(() =>
      window.localStorage.setItem(
        'rounds-address',
        JSON.stringify({ street: '9 Pier Ave', city: 'Santa Monica', state: 'CA', zip: '90405', formatted: '9 Pier Ave, Santa Monica, CA 90405' }),
      ),
    );
    const clickRecorded = page.waitForResponse((response) => response.url().endsWith('/api/clicks'));
    await page.goto(productUrl);
    expect((await clickRecorded).status()).toBe(201);
    await page.getByRole('button', { name: 'User menu' }).waitFor();

    await page.getByRole('button', { name: /Get it Now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout' });
    await dialog.getByTestId('checkout-summary').filter({ hasText: DELIVERY_AND_SHIPPING_PRODUCT }).waitFor();
    await expect(dialog.getByLabel('Street Address').inputValue()).resolves.toBe('9 Pier Ave');
    await expect(dialog.getByLabel('ZIP Code').inputValue()).resolves.toBe('90405');
    await fillShippingStep(dialog);

    const payment = page.getByRole('dialog', { name: 'Payment' });
    // Back returns to the address step with what was typed.
    await payment.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Checkout' }).getByLabel('First Name').inputValue()).resolves.toBe('Sam');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillPaymentStep(payment, '4242424242424242');
    const checkoutRequest = page.waitForRequest((request) => request.url().endsWith('/api/checkout') && request.method() === 'POST');
    await payment.getByRole('button', { name: 'Place Order' }).click();
    const sent = await checkoutRequest;
    expectOnlyLast4Sent(sent, '4242');
    expect(sent.postDataJSON()).toMatchObject({ fulfillmentType: 'delivery', creatorId });

    const confirmation = page.getByRole('dialog', { name: 'Order Confirmed!' });
    await expect(confirmation.getByTestId('estimate-delivery').textContent()).resolves.toMatch(/^(Today|Tomorrow) by \d{1,2}:\d{2}/);
    // Closing resets the dialog: opening it again starts at the address step.
    await confirmation.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /Get it Shipped/ }).click();
    await page.getByRole('dialog', { name: 'Checkout' }).getByRole('button', { name: 'Continue to Payment' }).waitFor();

    const clicks = await shop.database.query('select 1 from click_logs where creator_id = $1', [creatorId]);
    expect(clicks.rowCount).toBe(1);
    const attributions = await shop.database.query('select 1 from order_attribution where creator_id = $1', [creatorId]);
    expect(attributions.rowCount).toBe(1);
  });

  function expectOnlyLast4Sent(request: Request, last4: string): void {
    const body = request.postDataJSON() as { paymentInfo: unknown };
    expect(body.paymentInfo).toEqual({ method: 'card', last4 });
    expect(request.postData()).not.toMatch(/cardNumber|cvv|expiry|nameOnCard/i);
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  }

  it('asks signed-out visitors to sign in before buying', async () => {
    await page.goto(`/products/${await productId(DELIVERY_AND_SHIPPING_PRODUCT)}`);
    await page.getByRole('button', { name: /Get it Now/ }).click();
    await toast('Sign in required').filter({ hasText: 'Please sign in to purchase products' }).waitFor();
    expect(pathnameOf(page)).toMatch(/^\/products\//);
  });
});
