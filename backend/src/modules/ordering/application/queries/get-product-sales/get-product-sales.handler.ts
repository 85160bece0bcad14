import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PRODUCT_SALES_READER, ProductSalesReader } from '../../ports/product-sales.port';
import { GetProductSalesQuery, ProductSales } from './get-product-sales.query';

@QueryHandler(GetProductSalesQuery)
export class GetProductSalesHandler implements IQueryHandler<GetProductSalesQuery, ProductSales> {
  constructor(@Inject(PRODUCT_SALES_READER) private readonly reader: ProductSalesReader) {}

  execute({ productIds, from, to }: GetProductSalesQuery): Promise<ProductSales> {
    return this.reader.sales(productIds, from, to);
  }
}
