import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BRAND_FIGURES_READER, BrandFiguresReader } from '../../ports/brand-figures.port';
import { AttributedCreator, ListAttributedCreatorsQuery } from './list-attributed-creators.query';

@QueryHandler(ListAttributedCreatorsQuery)
export class ListAttributedCreatorsHandler implements IQueryHandler<ListAttributedCreatorsQuery, AttributedCreator[]> {
  constructor(@Inject(BRAND_FIGURES_READER) private readonly reader: BrandFiguresReader) {}

  execute({ productIds, from, to }: ListAttributedCreatorsQuery): Promise<AttributedCreator[]> {
    return this.reader.topCreators(productIds, from, to);
  }
}
