import { Query } from '@nestjs/cqrs';

export interface ProductSales {
  /** Paid (or fulfilled) order lines of these products: price × quantity; refunded and cancelled orders excluded. */
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
