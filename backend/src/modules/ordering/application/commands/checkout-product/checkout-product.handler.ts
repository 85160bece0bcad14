import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { computeCartTotals } from '../../../../cart';
import { assertCanFulfilToState, GetPurchasableProductsQuery } from '../../../../catalog';
import { CheckoutProductNotFoundError } from '../../../domain/checkout.errors';
import type { CheckoutResult } from '../../checkout-model';
import { CheckoutService } from '../../checkout.service';
import { CheckoutProductCommand } from './checkout-product.command';

/**
 * Prices quantity 1 of the product with the cart's own arithmetic, as a one-line cart: its
 * group's fee is the product's own fee unless its price reaches the product's free-from threshold,
 * and tax is 8 % of the price.
 */
@CommandHandler(CheckoutProductCommand)
export class CheckoutProductHandler implements ICommandHandler<CheckoutProductCommand, CheckoutResult> {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(command: CheckoutProductCommand): Promise<CheckoutResult> {
    // Read before the transaction starts, so that no pooled connection is needed while it holds one.
    const [product] = await this.queryBus.execute(new GetPurchasableProductsQuery([command.productId]));
    return this.checkouts.checkout({
      operation: 'checkout',
      shopperId: command.shopperId,
      shippingInfo: command.shippingInfo,
      payment: command.payment,
      idempotency: command.idempotency,
      plan: async () => {
        if (!product) throw new CheckoutProductNotFoundError();
        assertCanFulfilToState(product, command.fulfillmentType, command.shippingInfo.state);
        const totals = computeCartTotals([
          {
            fulfillmentType: command.fulfillmentType,
            quantity: 1,
            unitPriceCents: product.priceCents,
            deliveryFeeCents: product.deliveryFeeCents,
            freeDeliveryMinCents: product.freeDeliveryMinCents,
            shippingFeeCents: product.shippingFeeCents,
            freeShippingMinCents: product.freeShippingMinCents,
          },
        ]);
        return {
          explicitCreatorId: command.creatorId,
          orders: [
            {
              fulfillmentType: command.fulfillmentType,
              subtotalCents: totals.subtotalCents,
              feeCents: totals.feesCents,
              taxCents: totals.taxCents,
              items: [{ productId: product.id, productName: product.name, quantity: 1, unitPriceCents: product.priceCents }],
            },
          ],
        };
      },
    });
  }
}
