import { Query } from '@nestjs/cqrs';

export interface AttributedCreator {
  creatorId: string;
  attributedRevenueCents: number;
  orders: number;
}

/** The creators who brought the most attributed sales of a set of products in [from, to), best first (top 5). */
export class ListAttributedCreatorsQuery extends Query<AttributedCreator[]> {
  constructor(
    readonly productIds: readonly string[],
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
