import { Query } from '@nestjs/cqrs';
import type { FulfillmentType } from '../../../../catalog';
import type { PlannedOrder } from '../../checkout-model';

export interface CheckoutQuote {
  order: PlannedOrder;
  totalCents: number;
}

/** What a single-product checkout would charge, before payment; reads only, writes nothing. */
export class QuoteProductCheckoutQuery extends Query<CheckoutQuote> {
  constructor(
    readonly productId: string,
    readonly fulfillmentType: FulfillmentType,
    /** Null when the shopper has not given an address yet: priced without the state's checks. */
    readonly state: string | null,
  ) {
    super();
  }
}
