import { Query } from '@nestjs/cqrs';

export interface ProductAttribution {
  /** Clicks on these products through creator links. */
  clicks: number;
  /** Sales of these products attributed to creators (the ledger's non-reversed entries' GMV). */
  attributedRevenueCents: number;
}

/** Creator-link clicks and attributed sales of a set of products in [from, to) (the brand dashboard's conversion and ROAS). */
export class GetProductAttributionQuery extends Query<ProductAttribution> {
  constructor(
    readonly productIds: readonly string[],
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
