import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetPurchasableProductsQuery } from '../../../../catalog';
import type { CheckoutResult } from '../../checkout-model';
import { CheckoutService } from '../../checkout.service';
import { planProductOrder } from '../../product-order';
import { CheckoutProductCommand } from './checkout-product.command';

/** Buys quantity 1 of the product, priced by {@link planProductOrder} (the quote's pricing too). */
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
      plan: async () => ({
        explicitCreatorId: command.creatorId,
        orders: [planProductOrder(product, command.fulfillmentType, command.shippingInfo.state)],
      }),
    });
  }
}
