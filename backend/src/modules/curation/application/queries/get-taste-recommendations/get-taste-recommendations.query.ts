import { Query } from '@nestjs/cqrs';
import type { TasteRecommendations } from '../../ports/taste-catalog.port';

/** Products for the shopper from their hearted ones (seed 001 §2 Personalized for You); `state` ranks those that reach it first. */
export class GetTasteRecommendationsQuery extends Query<TasteRecommendations> {
  constructor(
    readonly userId: string,
    readonly state?: string,
  ) {
    super();
  }
}
