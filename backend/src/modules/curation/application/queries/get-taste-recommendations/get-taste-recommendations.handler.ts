import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { availabilityInState, GetStateRulesQuery } from '../../../../compliance';
import { HEARTS_FOR_RECOMMENDATIONS, recommend } from '../../../domain/taste-profile';
import { Sql } from '../../../../../shared/application/sql';
import { heartedProducts, TASTE_CANDIDATES, TasteCandidate, toTasteCandidate } from '../taste-products';
import { GetTasteRecommendationsQuery, TasteRecommendations } from './get-taste-recommendations.query';

/** How many catalog products sharing something with the hearts are scored (newest first). */
const CANDIDATE_POOL = 500;

@QueryHandler(GetTasteRecommendationsQuery)
export class GetTasteRecommendationsHandler implements IQueryHandler<GetTasteRecommendationsQuery, TasteRecommendations> {
  constructor(
    private readonly sql: Sql,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, state }: GetTasteRecommendationsQuery): Promise<TasteRecommendations> {
    const rules = state === undefined ? undefined : await this.queryBus.execute(new GetStateRulesQuery(state));
    const hearted = await heartedProducts(this.sql, userId);
    if (hearted.length < HEARTS_FOR_RECOMMENDATIONS) {
      const more = HEARTS_FOR_RECOMMENDATIONS - hearted.length;
      return { heartCount: hearted.length, message: `Heart ${more} more product${more === 1 ? '' : 's'} to get personalized recommendations.`, recommendations: [] };
    }
    const shared = {
      categories: [...new Set(hearted.flatMap((product) => product.categories))],
      brandIds: [...new Set(hearted.map((product) => product.brandId))],
      tags: [...new Set(hearted.flatMap((product) => product.tags))],
    };
    const candidates = (await this.sql.rows(TASTE_CANDIDATES, [userId, shared.categories, shared.brandIds, shared.tags, CANDIDATE_POOL])).map(toTasteCandidate);
    const reaches = (product: TasteCandidate) => (rules ? availabilityInState(product, rules).availableInState : true);
    const ranked = recommend(hearted, candidates, (product) => reaches(product as TasteCandidate));
    return {
      heartCount: hearted.length,
      message: ranked.length ? null : 'Nothing in the catalog matches your hearts yet. Heart a few different styles to widen the search.',
      recommendations: ranked.map((entry) => ({
        product: entry.product as TasteCandidate,
        score: entry.score,
        reason: entry.reason,
        availableInState: rules ? entry.reachesState : null,
      })),
    };
  }
}
