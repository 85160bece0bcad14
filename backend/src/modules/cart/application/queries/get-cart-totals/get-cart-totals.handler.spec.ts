import { newHandler } from '../../../../../../test/support/fake-ports';
import type { CartLineView } from '../../ports/cart-repository.port';
import { GetCartTotalsQuery } from './get-cart-totals.query';
import { GetCartTotalsHandler } from './get-cart-totals.handler';

const line = (fulfillmentType: 'delivery' | 'shipping', quantity: number, priceCents: number): CartLineView => ({
  id: `line-${fulfillmentType}`,
  productId: 'p1',
  fulfillmentType,
  quantity,
  createdAt: new Date(0),
  product: {
    name: 'Gin',
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
  },
});

describe('GetCartTotalsHandler', () => {
  it("prices the shopper's lines at today's prices with the cart arithmetic (fee per group, 8 % tax)", async () => {
    const { handler, ports: [cart] } = newHandler(GetCartTotalsHandler);
    cart.listLines.mockResolvedValue([line('delivery', 1, 3000), line('shipping', 2, 4000)]);
    expect(await handler.execute(new GetCartTotalsQuery('u1'))).toMatchObject({
      deliverySubtotalCents: 3000,
      deliveryFeeCents: 499,
      shippingSubtotalCents: 8000,
      shippingFeeCents: 0,
      subtotalCents: 11000,
      taxCents: 880,
    });
  });

  it('answers zeros for an empty cart', async () => {
    const { handler, ports: [cart] } = newHandler(GetCartTotalsHandler);
    cart.listLines.mockResolvedValue([]);
    expect(await handler.execute(new GetCartTotalsQuery('u1'))).toMatchObject({ subtotalCents: 0, feesCents: 0, taxCents: 0, totalCents: 0 });
  });
});
