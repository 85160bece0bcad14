import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetPurchasableProductsQuery } from '../../../../catalog';
import { planProductOrder } from '../../product-order';
import { CheckoutQuote, QuoteProductCheckoutQuery } from './quote-product-checkout.query';

/** The checkout's own pricing ({@link planProductOrder}), without a transaction, payment or order. */
@QueryHandler(QuoteProductCheckoutQuery)
export class QuoteProductCheckoutHandler implements IQueryHandler<QuoteProductCheckoutQuery, CheckoutQuote> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(query: QuoteProductCheckoutQuery): Promise<CheckoutQuote> {
    const [product] = await this.queryBus.execute(new GetPurchasableProductsQuery([query.productId]));
    const order = planProductOrder(product, query.fulfillmentType, query.state);
    return { order, totalCents: order.subtotalCents + order.feeCents + order.taxCents };
  }
}
