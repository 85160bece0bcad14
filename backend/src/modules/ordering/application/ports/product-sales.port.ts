import type { ProductSales } from '../queries/get-product-sales/get-product-sales.query';
import type { ProductSalesBreakdown } from '../queries/get-product-sales-breakdown/get-product-sales-breakdown.query';

export const PRODUCT_SALES_READER = Symbol('PRODUCT_SALES_READER');

/** Sales of a set of products (the brand dashboard), read in SQL by the persistence adapter. */
export interface ProductSalesReader {
  sales(productIds: readonly string[], from: Date, to: Date): Promise<ProductSales>;
  breakdown(productIds: readonly string[], from: Date, to: Date): Promise<ProductSalesBreakdown>;
}
