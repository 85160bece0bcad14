import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetPurchasableProductsQuery } from '../../../../catalog';
import { GetStateRulesQuery } from '../../../../compliance';
import { planProductOrder } from '../../product-order';
import { CheckoutQuote, QuoteProductCheckoutQuery } from './quote-product-checkout.query';

/** The checkout's own pricing ({@link planProductOrder}), without a transaction, payment or order. */
@QueryHandler(QuoteProductCheckoutQuery)
export class QuoteProductCheckoutHandler implements IQueryHandler<QuoteProductCheckoutQuery, CheckoutQuote> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(query: QuoteProductCheckoutQuery): Promise<CheckoutQuote> {
    const [product] = await this.queryBus.execute(new GetPurchasableProductsQuery([query.productId]));
    const rules = query.state === null ? null : await this.queryBus.execute(new GetStateRulesQuery(query.state));
    const order = planProductOrder(product, query.fulfillmentType, rules);
    return { order, totalCents: order.subtotalCents + order.feeCents + order.taxCents };
  }
}
