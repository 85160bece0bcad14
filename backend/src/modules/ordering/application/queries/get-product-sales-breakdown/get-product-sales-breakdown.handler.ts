import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PRODUCT_SALES_READER, ProductSalesReader } from '../../ports/product-sales.port';
import { GetProductSalesBreakdownQuery, ProductSalesBreakdown } from './get-product-sales-breakdown.query';

@QueryHandler(GetProductSalesBreakdownQuery)
export class GetProductSalesBreakdownHandler implements IQueryHandler<GetProductSalesBreakdownQuery, ProductSalesBreakdown> {
  constructor(@Inject(PRODUCT_SALES_READER) private readonly reader: ProductSalesReader) {}

  execute({ productIds, from, to }: GetProductSalesBreakdownQuery): Promise<ProductSalesBreakdown> {
    return this.reader.breakdown(productIds, from, to);
  }
}
