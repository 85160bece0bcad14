import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListCreatorMetricsQuery } from '../../../../commissions';
import { FindCreatorsByIdsQuery } from '../../../../curation';
import { rankCreators } from '../../../domain/creator-score';
import { BrandOfCaller } from '../../brand-of-caller';
import { DiscoverCreatorsQuery, DiscoveredCreator } from './discover-creators.query';

@QueryHandler(DiscoverCreatorsQuery)
export class DiscoverCreatorsHandler implements IQueryHandler<DiscoverCreatorsQuery, DiscoveredCreator[]> {
  constructor(
    private readonly brandOfCaller: BrandOfCaller,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ caller, filters }: DiscoverCreatorsQuery): Promise<DiscoveredCreator[]> {
    await this.brandOfCaller.resolve(caller);
    const [creators, metrics] = await Promise.all([this.queryBus.execute(new FindCreatorsByIdsQuery(null)), this.queryBus.execute(new ListCreatorMetricsQuery())]);
    const metricsOf = new Map(metrics.map((row) => [row.creatorId, row]));
    const candidates = creators.map((creator) => {
      const row = metricsOf.get(creator.id);
      return {
        id: creator.id,
        handle: creator.handle,
        avatar: creator.avatar,
        bio: creator.bio,
        rating: creator.rating,
        // The page's own follower count is live; the metrics row copies it at each refresh.
        followers: creator.followers,
        conversionRate30d: row?.conversionRate30d ?? 0,
        totalSales30dCents: row?.totalSales30dCents ?? 0,
        totalOrders30d: row?.totalOrders30d ?? 0,
        categories: [...new Set([...creator.endorsedCategories, ...(row?.topCategories ?? [])])],
        canReceiveGifts: creator.userId !== null,
      };
    });
    return rankCreators(candidates, filters).map((c) => ({
      id: c.id,
      handle: c.handle,
      avatar: c.avatar,
      bio: c.bio,
      rating: c.rating,
      followers: c.followers,
      categories: c.categories,
      score: c.score,
      canReceiveGifts: c.canReceiveGifts,
      metrics: { followerCount: c.followers, conversionRate30d: c.conversionRate30d, totalSales30dCents: c.totalSales30dCents, totalOrders30d: c.totalOrders30d },
    }));
  }
}
