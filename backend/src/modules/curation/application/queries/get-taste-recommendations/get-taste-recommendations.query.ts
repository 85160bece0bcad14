import { Query } from '@nestjs/cqrs';
import type { TasteCandidate } from '../taste-products';

export interface TasteRecommendation {
  product: TasteCandidate;
  score: number;
  reason: string;
  /** Whether it can be bought for the chosen state; null when no state was given. */
  availableInState: boolean | null;
}

export interface TasteRecommendations {
  heartCount: number;
  /** Why the list is empty (fewer than 5 hearts, or nothing shares anything); null otherwise. */
  message: string | null;
  recommendations: TasteRecommendation[];
}

/** Products for the shopper from their hearted ones (Personalized for You); `state` ranks those that reach it first. */
export class GetTasteRecommendationsQuery extends Query<TasteRecommendations> {
  constructor(
    readonly userId: string,
    readonly state?: string,
  ) {
    super();
  }
}
