import type { CartLineForTotals } from '../domain/cart-totals';
import type { CartLineView } from './ports/cart-repository.port';

/** The same mapping for the drawer's totals and for checkout, so both read a line's fees alike. */
export function cartLineForTotals(line: CartLineView): CartLineForTotals {
  return {
    fulfillmentType: line.fulfillmentType,
    quantity: line.quantity,
    unitPriceCents: line.product.priceCents,
    deliveryFeeCents: line.product.deliveryFeeCents,
    freeDeliveryMinCents: line.product.freeDeliveryMinCents,
    shippingFeeCents: line.product.shippingFeeCents,
    freeShippingMinCents: line.product.freeShippingMinCents,
  };
}
