import { newHandler } from '../../../../../../test/support/fake-ports';
import { GetPurchasableProductsQuery, type PurchasableProduct } from '../../../../catalog';
import { CheckoutProductNotFoundError } from '../../../domain/checkout.errors';
import type { CheckoutResult } from '../../checkout-model';
import type { CheckoutPlan } from '../../checkout.service';
import { CheckoutProductCommand } from './checkout-product.command';
import { CheckoutProductHandler } from './checkout-product.handler';

const tx = {} as never;
const shippingInfo = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '5550134', street: '1 St', city: 'LA', state: 'CA', zipCode: '90001' };
const bourbon = {
  id: 'p1',
  name: 'Small Batch Bourbon',
  priceCents: 4250,
  available: true,
  deliveryAvailable: true,
  shippingAvailable: false,
  markets: [],
  deliveryFeeCents: 499,
  freeDeliveryMinCents: 7500,
  shippingFeeCents: 899,
  freeShippingMinCents: 7500,
} as unknown as PurchasableProduct;

function setup(product: PurchasableProduct | null = bourbon) {
  const { handler, ports: [checkouts, queryBus] } = newHandler(CheckoutProductHandler);
  queryBus.execute.mockResolvedValue(product ? [product] : []);
  checkouts.checkout.mockImplementation(async (request) => (await request.plan(tx)) as unknown as CheckoutResult);
  const plan = async (fulfillmentType: 'delivery' | 'shipping' = 'delivery', creatorId: string | null = 'c1') =>
    (await handler.execute(new CheckoutProductCommand('shopper-1', 'p1', creatorId, fulfillmentType, shippingInfo, { method: 'card', last4: '4242' }, null))) as unknown as CheckoutPlan;
  return { plan, queryBus, checkouts };
}

describe('CheckoutProductHandler', () => {
  it('reads the product before the transaction, then prices one bottle as a one-line cart', async () => {
    const { plan, queryBus } = setup();
    const { orders, explicitCreatorId } = await plan();
    expect(queryBus.execute).toHaveBeenCalledWith(new GetPurchasableProductsQuery(['p1']));
    expect(explicitCreatorId).toBe('c1');
    expect(orders).toEqual([
      { fulfillmentType: 'delivery', subtotalCents: 4250, feeCents: 499, taxCents: 340, items: [{ productId: 'p1', productName: 'Small Batch Bourbon', quantity: 1, unitPriceCents: 4250 }] },
    ]);
  });

  it("waives the fee when the price reaches the product's own free-from threshold", async () => {
    const { plan } = setup({ ...bourbon, priceCents: 7500 });
    expect((await plan()).orders[0]).toMatchObject({ subtotalCents: 7500, feeCents: 0, taxCents: 600 });
  });

  it('refuses an unknown product (404) and a fulfillment the product does not offer, inside the checkout', async () => {
    await expect(setup(null).plan()).rejects.toBeInstanceOf(CheckoutProductNotFoundError);
    await expect(setup().plan('shipping')).rejects.toMatchObject({ code: 'FULFILLMENT_TYPE_UNAVAILABLE', message: 'Small Batch Bourbon is not available for shipping. Please choose delivery instead.' });
  });
});
