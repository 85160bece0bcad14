import { newHandler } from '../../../../../../test/support/fake-ports';
import type { CartLineView } from '../../../../cart';
import { EmptyCartError } from '../../../domain/checkout.errors';
import type { CheckoutResult } from '../../checkout-model';
import type { CheckoutPlan, CheckoutRequest } from '../../checkout.service';
import { CheckoutCartCommand } from './checkout-cart.command';
import { CheckoutCartHandler } from './checkout-cart.handler';

const tx = { transaction: 'checkout' } as never;
const shippingInfo = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '5550134', street: '1 St', city: 'LA', state: 'CA', zipCode: '90001' };
const command = (state = 'CA') => new CheckoutCartCommand('shopper-1', { ...shippingInfo, state }, { method: 'card', last4: '4242' }, { key: 'k1', requestHash: 'h1' });

const line = (id: string, fulfillmentType: 'delivery' | 'shipping', priceCents: number, product: Partial<CartLineView['product']> = {}): CartLineView => ({
  id,
  productId: `product-${id}`,
  fulfillmentType,
  quantity: 1,
  createdAt: new Date(0),
  product: {
    name: `Bottle ${id}`,
    priceCents,
    image: null,
    deliveryFeeCents: 499,
    freeDeliveryMinCents: 3500,
    shippingFeeCents: 899,
    freeShippingMinCents: 7500,
    available: true,
    deliveryAvailable: true,
    shippingAvailable: true,
    markets: [],
    ...product,
  },
});

/** The checkout service is faked to run the handler's plan in a transaction and hand the plan back. */
function setup(lines: CartLineView[]) {
  const { handler, ports: [checkouts, cart] } = newHandler(CheckoutCartHandler);
  cart.lockLinesForCheckout.mockResolvedValue(lines);
  let request: CheckoutRequest | undefined;
  checkouts.checkout.mockImplementation(async (given) => {
    request = given;
    return (await given.plan(tx)) as unknown as CheckoutResult;
  });
  const plan = async (state?: string) => (await handler.execute(command(state))) as unknown as CheckoutPlan;
  return { plan, cart, request: () => request! };
}

describe('CheckoutCartHandler', () => {
  it('checks out as the cart operation, keyed by the request', async () => {
    const { plan, request } = setup([line('a', 'delivery', 4000)]);
    await plan();
    expect(request()).toMatchObject({ operation: 'checkout-cart', shopperId: 'shopper-1', idempotency: { key: 'k1', requestHash: 'h1' } });
  });

  it('makes one order per fulfillment group with its subtotal, fee and share of ONE rounded 8 % tax', async () => {
    const { plan, cart } = setup([line('a', 'delivery', 3333), line('b', 'shipping', 3333)]);
    const { orders, explicitCreatorId } = await plan();
    expect(cart.lockLinesForCheckout).toHaveBeenCalledWith(tx, 'shopper-1');
    expect(explicitCreatorId).toBeNull();
    expect(orders).toEqual([
      { fulfillmentType: 'delivery', subtotalCents: 3333, feeCents: 499, taxCents: 267, items: [{ productId: 'product-a', productName: 'Bottle a', quantity: 1, unitPriceCents: 3333 }] },
      { fulfillmentType: 'shipping', subtotalCents: 3333, feeCents: 899, taxCents: 266, items: [{ productId: 'product-b', productName: 'Bottle b', quantity: 1, unitPriceCents: 3333 }] },
    ]);
  });

  it('makes a single order when every line has the same fulfillment type', async () => {
    const { plan } = setup([line('a', 'shipping', 5000), line('b', 'shipping', 5000)]);
    const { orders } = await plan();
    expect(orders.map((order) => [order.fulfillmentType, order.subtotalCents, order.feeCents, order.taxCents])).toEqual([['shipping', 10000, 0, 800]]);
  });

  it('removes only the lines it checked out, once paid, in the paying transaction', async () => {
    const { plan, cart } = setup([line('a', 'delivery', 4000), line('b', 'shipping', 4000)]);
    const { afterPayment } = await plan();
    expect(cart.removeCheckedOutLines).not.toHaveBeenCalled();
    await afterPayment!(tx);
    expect(cart.removeCheckedOutLines).toHaveBeenCalledWith(tx, 'shopper-1', ['a', 'b']);
  });

  it('refuses an empty cart', async () => {
    const { plan } = setup([]);
    await expect(plan()).rejects.toBeInstanceOf(EmptyCartError);
  });

  it('refuses the whole cart when any line cannot reach the address, saying which and why', async () => {
    const { plan } = setup([line('a', 'shipping', 4000), line('b', 'shipping', 4000, { markets: ['NY'] })]);
    await expect(plan()).rejects.toMatchObject({ code: 'SHIPPING_STATE_NOT_IN_MARKETS', message: expect.stringContaining('Bottle b cannot be shipped to CA') });
    await expect(setup([line('a', 'delivery', 4000)]).plan('UT')).rejects.toMatchObject({ code: 'STATE_ALCOHOL_RESTRICTED' });
  });
});
