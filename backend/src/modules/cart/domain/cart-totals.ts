import { assertCents, Cents, percentOf } from '../../../shared/domain/money';
import type { FulfillmentType } from '../../catalog';

/**
 * The specification's cart arithmetic, in one place so that the drawer's numbers (GET /api/cart/totals)
 * and the amounts charged at checkout can never disagree.
 */

export const CART_PRICING = {
  DEFAULT_DELIVERY_FEE_CENTS: 499,
  DEFAULT_FREE_DELIVERY_MIN_CENTS: 3500,
  DEFAULT_SHIPPING_FEE_CENTS: 899,
  DEFAULT_FREE_SHIPPING_MIN_CENTS: 7500,
  TAX_PERCENT: 8,
} as const;

/** One cart line with the product's prices; a missing fee or threshold falls back to the specification's default. */
export interface CartLineForTotals {
  readonly fulfillmentType: FulfillmentType;
  readonly quantity: number;
  readonly unitPriceCents: Cents;
  readonly deliveryFeeCents?: Cents | null;
  readonly freeDeliveryMinCents?: Cents | null;
  readonly shippingFeeCents?: Cents | null;
  readonly freeShippingMinCents?: Cents | null;
}

export interface CartTotals {
  /** All items, both groups. */
  readonly subtotalCents: Cents;
  readonly deliverySubtotalCents: Cents;
  readonly shippingSubtotalCents: Cents;
  readonly deliveryFeeCents: Cents;
  readonly shippingFeeCents: Cents;
  /** Delivery fee + shipping fee: the drawer's 'Delivery & Shipping' line. */
  readonly feesCents: Cents;
  /** 8 % of the item subtotal; fees are not taxed. */
  readonly taxCents: Cents;
  readonly totalCents: Cents;
  /** Sum of quantities, the badge's 'N item(s)'. */
  readonly itemCount: number;
}

/**
 * Totals the cart. Delivery and shipping lines are grouped; each non-empty group pays its fee unless
 * its own subtotal reaches the free-from threshold. Fee and threshold come from the group's FIRST line
 * (the specification's rule): pass lines in the cart's display order, oldest first, so the first line is stable.
 */
export function computeCartTotals(lines: readonly CartLineForTotals[]): CartTotals {
  const deliveryLines = lines.filter((line) => line.fulfillmentType === 'delivery');
  const shippingLines = lines.filter((line) => line.fulfillmentType === 'shipping');

  const deliverySubtotalCents = subtotalOf(deliveryLines);
  const shippingSubtotalCents = subtotalOf(shippingLines);
  const subtotalCents = deliverySubtotalCents + shippingSubtotalCents;

  const firstDelivery = deliveryLines[0];
  const deliveryFeeCents = firstDelivery
    ? groupFee(
        deliverySubtotalCents,
        firstDelivery.deliveryFeeCents ?? CART_PRICING.DEFAULT_DELIVERY_FEE_CENTS,
        firstDelivery.freeDeliveryMinCents ?? CART_PRICING.DEFAULT_FREE_DELIVERY_MIN_CENTS,
      )
    : 0;
  const firstShipping = shippingLines[0];
  const shippingFeeCents = firstShipping
    ? groupFee(
        shippingSubtotalCents,
        firstShipping.shippingFeeCents ?? CART_PRICING.DEFAULT_SHIPPING_FEE_CENTS,
        firstShipping.freeShippingMinCents ?? CART_PRICING.DEFAULT_FREE_SHIPPING_MIN_CENTS,
      )
    : 0;

  const feesCents = deliveryFeeCents + shippingFeeCents;
  const taxCents = percentOf(subtotalCents, CART_PRICING.TAX_PERCENT);
  return {
    subtotalCents,
    deliverySubtotalCents,
    shippingSubtotalCents,
    deliveryFeeCents,
    shippingFeeCents,
    feesCents,
    taxCents,
    totalCents: subtotalCents + feesCents + taxCents,
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
  };
}

function subtotalOf(lines: readonly CartLineForTotals[]): Cents {
  return lines.reduce((sum, line) => {
    // The totals are charged, so bad input is a programming error to stop, not a number to guess.
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`quantity must be a whole number ≥ 1, got ${line.quantity}`);
    }
    return sum + assertCents(line.unitPriceCents, 'unitPriceCents') * line.quantity;
  }, 0);
}

function groupFee(groupSubtotalCents: Cents, feeCents: Cents, freeFromCents: Cents): Cents {
  assertCents(feeCents, 'fee');
  assertCents(freeFromCents, 'free-from threshold');
  return groupSubtotalCents >= freeFromCents ? 0 : feeCents;
}
