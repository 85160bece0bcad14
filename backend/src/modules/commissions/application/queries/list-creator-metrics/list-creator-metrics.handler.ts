import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BRAND_FIGURES_READER, BrandFiguresReader } from '../../ports/brand-figures.port';
import { CreatorMetricsView, ListCreatorMetricsQuery } from './list-creator-metrics.query';

@QueryHandler(ListCreatorMetricsQuery)
export class ListCreatorMetricsHandler implements IQueryHandler<ListCreatorMetricsQuery, CreatorMetricsView[]> {
  constructor(@Inject(BRAND_FIGURES_READER) private readonly reader: BrandFiguresReader) {}

  execute(): Promise<CreatorMetricsView[]> {
    return this.reader.creatorMetrics();
  }
}
