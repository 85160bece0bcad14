import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CART_CHECKOUT, CartCheckout, CartLineView, cartLineForTotals, computeCartTotals } from '../../../../cart';
import { assertCanFulfilToState, FULFILLMENT_TYPES } from '../../../../catalog';
import { EmptyCartError } from '../../../domain/checkout.errors';
import { allocateTax } from '../../../domain/tax-allocation';
import type { CheckoutResult, PlannedOrder } from '../../checkout-model';
import { CheckoutService } from '../../checkout.service';
import { CheckoutCartCommand } from './checkout-cart.command';

/**
 * The cart's lines are locked in the checkout transaction, every line is checked against the
 * address, and the cart totals (the drawer's numbers) become one order per group: the group's
 * subtotal, the group's fee, and its share of the tax. The lines are removed only once paid.
 */
@CommandHandler(CheckoutCartCommand)
export class CheckoutCartHandler implements ICommandHandler<CheckoutCartCommand, CheckoutResult> {
  constructor(
    private readonly checkouts: CheckoutService,
    @Inject(CART_CHECKOUT) private readonly cart: CartCheckout,
  ) {}

  execute(command: CheckoutCartCommand): Promise<CheckoutResult> {
    return this.checkouts.checkout({
      operation: 'checkout-cart',
      shopperId: command.shopperId,
      shippingInfo: command.shippingInfo,
      payment: command.payment,
      idempotency: command.idempotency,
      plan: async (tx) => {
        const lines = await this.cart.lockLinesForCheckout(tx, command.shopperId);
        if (lines.length === 0) throw new EmptyCartError();
        for (const line of lines) {
          assertCanFulfilToState(line.product, line.fulfillmentType, command.shippingInfo.state);
        }
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
        const orders: PlannedOrder[] = groups.map((group, index) => ({
          fulfillmentType: group.fulfillmentType,
          subtotalCents: group.subtotalCents,
          feeCents: group.feeCents,
          taxCents: taxes[index],
          items: group.lines.map(toPlannedItem),
        }));
        return {
          orders,
          explicitCreatorId: null,
          afterPayment: (paidTx) => this.cart.removeCheckedOutLines(paidTx, command.shopperId, lines.map((line) => line.id)),
        };
      },
    });
  }
}

function toPlannedItem(line: CartLineView) {
  return { productId: line.productId, productName: line.product.name, quantity: line.quantity, unitPriceCents: line.product.priceCents };
}
