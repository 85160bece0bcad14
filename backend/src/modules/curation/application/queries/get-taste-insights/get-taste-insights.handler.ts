import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TasteInsights, tasteInsights } from '../../../domain/taste-profile';
import { TASTE_CATALOG, TasteCatalog } from '../../ports/taste-catalog.port';
import { GetTasteInsightsQuery } from './get-taste-insights.query';

@QueryHandler(GetTasteInsightsQuery)
export class GetTasteInsightsHandler implements IQueryHandler<GetTasteInsightsQuery, TasteInsights> {
  constructor(@Inject(TASTE_CATALOG) private readonly catalog: TasteCatalog) {}

  async execute({ userId }: GetTasteInsightsQuery): Promise<TasteInsights> {
    return tasteInsights(await this.catalog.hearted(userId));
  }
}
