import { Query } from '@nestjs/cqrs';

export interface ProductSales {
  /** Sold order lines of these products (see SOLD_LINE): price × quantity; refunded, refused and cancelled lines excluded. */
  revenueCents: number;
  /** Distinct orders with such a line. */
  orders: number;
}

/** Sales of a set of products in [from, to) by order time (the brand dashboard's revenue and orders). */
export class GetProductSalesQuery extends Query<ProductSales> {
  constructor(
    readonly productIds: readonly string[],
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
