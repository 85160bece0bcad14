import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TasteInsights, tasteInsights } from '../../../domain/taste-profile';
import { Sql } from '../../../../../shared/application/sql';
import { heartedProducts } from '../taste-products';
import { GetTasteInsightsQuery } from './get-taste-insights.query';

@QueryHandler(GetTasteInsightsQuery)
export class GetTasteInsightsHandler implements IQueryHandler<GetTasteInsightsQuery, TasteInsights> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId }: GetTasteInsightsQuery): Promise<TasteInsights> {
    return tasteInsights(await heartedProducts(this.sql, userId));
  }
}
