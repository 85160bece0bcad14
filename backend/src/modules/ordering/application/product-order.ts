import { computeCartTotals } from '../../cart';
import { type FulfillmentType, type PurchasableProduct } from '../../catalog';
import { assertPurchaseAllowed, type RuleSnapshot } from '../../compliance';
import { CheckoutProductNotFoundError } from '../domain/checkout.errors';
import type { PlannedOrder } from './checkout-model';

/**
 * The one pricing of a single-product purchase, used by the checkout and by its quote: quantity 1
 * of the product with the cart's own arithmetic, as a one-line cart (its group's fee is the
 * product's own fee unless its price reaches the product's free-from threshold; tax is 8 % of the
 * price). Refuses an unknown product, and, when the address's rules are known, what they forbid.
 */
export function planProductOrder(product: PurchasableProduct | undefined, fulfillmentType: FulfillmentType, rules: RuleSnapshot | null, zip: string | null = null): PlannedOrder {
  if (!product) throw new CheckoutProductNotFoundError();
  if (rules !== null) assertPurchaseAllowed([{ product, fulfillmentType, quantity: 1 }], rules, zip);
  const totals = computeCartTotals([
    {
      fulfillmentType,
      quantity: 1,
      unitPriceCents: product.priceCents,
      deliveryFeeCents: product.deliveryFeeCents,
      freeDeliveryMinCents: product.freeDeliveryMinCents,
      shippingFeeCents: product.shippingFeeCents,
      freeShippingMinCents: product.freeShippingMinCents,
    },
  ]);
  return {
    fulfillmentType,
    subtotalCents: totals.subtotalCents,
    feeCents: totals.feesCents,
    taxCents: totals.taxCents,
    items: [{ productId: product.id, productName: product.name, quantity: 1, unitPriceCents: product.priceCents }],
  };
}
