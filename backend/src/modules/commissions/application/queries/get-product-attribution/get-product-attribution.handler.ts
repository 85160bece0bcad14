import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BRAND_FIGURES_READER, BrandFiguresReader } from '../../ports/brand-figures.port';
import { GetProductAttributionQuery, ProductAttribution } from './get-product-attribution.query';

@QueryHandler(GetProductAttributionQuery)
export class GetProductAttributionHandler implements IQueryHandler<GetProductAttributionQuery, ProductAttribution> {
  constructor(@Inject(BRAND_FIGURES_READER) private readonly reader: BrandFiguresReader) {}

  execute({ productIds, from, to }: GetProductAttributionQuery): Promise<ProductAttribution> {
    return this.reader.productAttribution(productIds, from, to);
  }
}
