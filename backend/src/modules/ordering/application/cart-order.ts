import { CartLineView, cartLineForTotals, computeCartTotals } from '../../cart';
import { FULFILLMENT_TYPES } from '../../catalog';
import { assertPurchaseAllowed, type RuleSnapshot } from '../../compliance';
import { EmptyCartError } from '../domain/checkout.errors';
import { allocateTax } from '../domain/tax-allocation';
import type { PlannedOrder, PlannedOrderItem } from './checkout-model';

/**
 * The pricing of a cart checkout: the lines are checked against the rules of the address (each
 * line's way there, the per-order bottle limit), and the cart totals
 * (the drawer's numbers) become one order per fulfillment group: the group's subtotal, the group's
 * fee, and its share of the tax. Refuses an empty cart.
 */
export function planCartOrders(lines: readonly CartLineView[], rules: RuleSnapshot, zip: string | null): PlannedOrder[] {
  if (lines.length === 0) throw new EmptyCartError();
  assertPurchaseAllowed(lines, rules, zip);
  const totals = computeCartTotals(lines.map(cartLineForTotals));
  const groups = FULFILLMENT_TYPES
    .map((fulfillmentType) => ({
      fulfillmentType,
      lines: lines.filter((line) => line.fulfillmentType === fulfillmentType),
      subtotalCents: fulfillmentType === 'delivery' ? totals.deliverySubtotalCents : totals.shippingSubtotalCents,
      feeCents: fulfillmentType === 'delivery' ? totals.deliveryFeeCents : totals.shippingFeeCents,
    }))
    .filter((group) => group.lines.length > 0);
  const taxes = allocateTax(totals.taxCents, groups.map((group) => group.subtotalCents));
  return groups.map((group, index) => ({
    fulfillmentType: group.fulfillmentType,
    subtotalCents: group.subtotalCents,
    feeCents: group.feeCents,
    taxCents: taxes[index],
    items: group.lines.map(toPlannedItem),
  }));
}

function toPlannedItem(line: CartLineView): PlannedOrderItem {
  return { productId: line.productId, productName: line.product.name, quantity: line.quantity, unitPriceCents: line.product.priceCents };
}
