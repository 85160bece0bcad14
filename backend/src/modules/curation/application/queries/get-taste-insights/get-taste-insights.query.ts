import { Query } from '@nestjs/cqrs';
import type { TasteInsights } from '../../../domain/taste-profile';

/** Your Taste Insights: top categories, favourite brands, price band, ABV range of the hearted products. */
export class GetTasteInsightsQuery extends Query<TasteInsights> {
  constructor(readonly userId: string) {
    super();
  }
}
