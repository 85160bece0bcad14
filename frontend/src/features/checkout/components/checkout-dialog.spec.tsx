import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckoutResultDto } from '@/api/generated/model';
import { ADDRESS_STORAGE_KEY } from '@/features/address';
import { apiError, fakeApi, json, type FakeApi } from '../../../../test/fake-api';
import { aUser } from '../../../../test/fixtures';
import { renderWithQueries } from '../../../../test/render';
import type { ProductCheckoutPurchase } from '../api/checkout-types';
import { CheckoutDialog } from './checkout-dialog';

const PURCHASE: ProductCheckoutPurchase = {
  kind: 'product',
  productId: '0b9d1c8e-2222-4b4b-8b8b-000000000001',
  productName: 'Highland Reach 12',
  price: 64,
  fulfillmentType: 'delivery',
};

const PLACED: CheckoutResultDto = {
  alcpaySessionId: 'alcpay_session_7Q2K9XWA',
  message: 'Order placed',
  total: 79.11,
  orders: [
    {
      id: 'order-1',
      orderNumber: '7Q2K9XWA',
      fulfillmentType: 'delivery',
      status: 'paid',
      subtotal: 64,
      deliveryFee: 9.99,
      tax: 5.12,
      total: 79.11,
      estimatedDelivery: '2026-06-01T15:00:00.000Z',
    },
  ],
};

const title = () => screen.getByRole('heading', { level: 2 });

/**
 * A value pasted into a field: one input event. Typed a key at a time, the eight fields took some 120
 * re-renders of the whole dialog, about 4 s of a test on a busy machine; the dialog reads a field's whole
 * value on each change, so how the value arrives does not matter to it.
 */
async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

async function fillShipping() {
  await fill('First Name', 'Ada');
  await fill('Last Name', 'Lovelace');
  await fill('Email', 'ada@example.com');
  await fill('Phone', '415-555-0100');
}

async function fillPayment() {
  await fill('Name on Card', 'Ada Lovelace');
  await fill('Card Number', '4242 4242 4242 4242');
  await fill('Expiry Date', '12/30');
  await fill('CVV', '123');
}

const QUOTE = json({ fulfillmentType: 'delivery', subtotal: 64, deliveryFee: 9.99, tax: 5.12, total: 79.11 });

function renderCheckout(api: FakeApi, purchase: ProductCheckoutPurchase | null = PURCHASE, user = aUser()) {
  api.on('POST /api/checkout/quote', QUOTE);
  api.on('GET /api/user', json(user));
  const onClose = jest.fn();
  const view = renderWithQueries(<CheckoutDialog purchase={purchase} onClose={onClose} />);
  return { api, onClose, ...view };
}

describe('checkout dialog', () => {
  beforeEach(() => {
    // The address an earlier visit chose, as the address feature stores it.
    window.localStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify({ street: '500 Howard St', city: 'San Francisco', state: 'CA', zip: '94105' }));
  });

  it('goes from the shipping step to payment and back, keeping what was typed', async () => {
    const api = fakeApi();
    renderCheckout(api);
    expect(title()).toHaveTextContent('Checkout');
    expect(screen.getByTestId('checkout-summary')).toHaveTextContent('Highland Reach 12Same-Day Delivery$64.00');
    // The server's full breakdown before payment, for the saved address's state.
    await waitFor(() => expect(screen.getByTestId('checkout-breakdown')).toHaveTextContent('Subtotal$64.00Delivery fee$9.99Tax (8%)$5.12Total$79.11'));
    expect(api.calls('POST /api/checkout/quote')[0].body).toEqual({ productId: PURCHASE.productId, fulfillmentType: 'delivery', shippingInfo: { state: 'CA' } });
    // The saved delivery address fills the address fields.
    expect(screen.getByLabelText('Street Address')).toHaveValue('500 Howard St');
    expect(screen.getByLabelText('State')).toHaveValue('CA');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('94105');

    // Required fields block the step until they are filled.
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(title()).toHaveTextContent('Checkout');

    await fillShipping();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(title()).toHaveTextContent('Payment');
    expect(screen.getByTestId('checkout-breakdown-total')).toHaveTextContent('$79.11');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(title()).toHaveTextContent('Checkout');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('places the order with only the last 4 card digits and an idempotency key, then confirms it', async () => {
    const api = fakeApi({ 'POST /api/checkout': json(PLACED, 201) });
    renderCheckout(api);
    await fillShipping();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await fillPayment();
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242424242424242');

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(title()).toHaveTextContent('Order Confirmed!'));
    expect(screen.getByTestId('order-number')).toHaveTextContent('#7Q2K9XWA');
    expect(screen.getByText('Total charged').nextSibling).toHaveTextContent('$79.11');
    expect(screen.getByTestId('estimate-delivery')).toHaveTextContent(/^(Today|Tomorrow) by /);
    expect(screen.getByText('Your order has been successfully placed and will be processed shortly.')).toBeInTheDocument();

    const [request] = api.calls('POST /api/checkout');
    expect(request.body).toEqual({
      productId: PURCHASE.productId,
      fulfillmentType: 'delivery',
      shippingInfo: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '415-555-0100',
        street: '500 Howard St',
        city: 'San Francisco',
        state: 'CA',
        zipCode: '94105',
      },
      paymentInfo: { method: 'card', last4: '4242' },
    });
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('stays on the payment step with the server message when the order fails, and a retry reuses the key', async () => {
    const api = fakeApi({ 'POST /api/checkout': apiError(409, 'Highland Reach 12 is no longer available for delivery') });
    renderCheckout(api);
    await fillShipping();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await fillPayment();

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Highland Reach 12 is no longer available for delivery')).toBeInTheDocument();
    expect(screen.getByText('Checkout Error')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Payment');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());

    api.on('POST /api/checkout', json(PLACED, 201));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(title()).toHaveTextContent('Order Confirmed!'));
    const [first, retry] = api.calls('POST /api/checkout');
    expect(retry.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
  });

  it('starts again at the shipping step after it was closed', async () => {
    const { rerender } = renderCheckout(fakeApi());
    await fillShipping();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(title()).toHaveTextContent('Payment');

    rerender(<CheckoutDialog purchase={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<CheckoutDialog purchase={PURCHASE} onClose={() => undefined} />);

    expect(title()).toHaveTextContent('Checkout');
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it('asks an account without a date of birth for one, refuses under 21 inline, and sends it with the order', async () => {
    const api = fakeApi({ 'POST /api/checkout': json(PLACED, 201) });
    renderCheckout(api, PURCHASE, aUser({ ageStatus: 'self_attested' }));
    const dateOfBirth = await screen.findByLabelText('Date of Birth');
    await fillShipping();

    const now = new Date();
    const under21 = new Date(Date.UTC(now.getUTCFullYear() - 21, now.getUTCMonth(), now.getUTCDate() + 1)).toISOString().slice(0, 10);
    await userEvent.click(dateOfBirth);
    await userEvent.paste(under21);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You must be 21 or older to buy alcohol.');
    expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
    expect(title()).toHaveTextContent('Checkout');

    await userEvent.clear(dateOfBirth);
    await userEvent.paste('1990-04-12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(title()).toHaveTextContent('Order Confirmed!'));
    expect(api.calls('POST /api/checkout')[0].body).toMatchObject({ dateOfBirth: '1990-04-12' });
  });

  it("brings the server's refusal of the date of birth back to its field", async () => {
    const api = fakeApi({ 'POST /api/checkout': apiError(422, 'You must be 21 or older to buy alcohol.', 'UNDERAGE') });
    renderCheckout(api, PURCHASE, aUser({ ageStatus: 'unverified', ageVerified: false }));
    await userEvent.click(await screen.findByLabelText('Date of Birth'));
    await userEvent.paste('1990-04-12');
    await fillShipping();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await fillPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(title()).toHaveTextContent('Checkout'));
    expect(screen.getByRole('alert')).toHaveTextContent('You must be 21 or older to buy alcohol.');
  });

  it('does not ask an account that declared its date of birth', async () => {
    const api = fakeApi();
    renderCheckout(api);
    await waitFor(() => expect(api.calls('GET /api/user')).toHaveLength(1));
    expect(screen.queryByLabelText('Date of Birth')).not.toBeInTheDocument();
  });
});
