import { Query } from '@nestjs/cqrs';

export interface ProductSalesBreakdown {
  /** One entry per UTC day with sales, oldest first (days without sales are left out). */
  daily: { date: string; revenueCents: number; orders: number }[];
  /** Per product, best-selling first. */
  byProduct: { productId: string; name: string; revenueCents: number; orders: number }[];
}

/** Paid sales of a set of products in [from, to) per day and per product (the brand dashboard's Analytics tab). */
export class GetProductSalesBreakdownQuery extends Query<ProductSalesBreakdown> {
  constructor(
    readonly productIds: readonly string[],
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
