import { Query } from '@nestjs/cqrs';
import type { DiscoveryFilters } from '../../../domain/creator-score';
import type { BrandCaller } from '../../brand-of-caller';

export interface DiscoveredCreator {
  id: string;
  handle: string;
  avatar: string | null;
  bio: string | null;
  rating: number | null;
  followers: number;
  categories: string[];
  score: number;
  /** False for a creator page no account owns: nobody could accept a gift offer. */
  canReceiveGifts: boolean;
  metrics: { followerCount: number; conversionRate30d: number; totalSales30dCents: number; totalOrders30d: number };
}

/** GET /api/brands/creators: the top 5 by the discovery score (domain/creator-score.ts). */
export class DiscoverCreatorsQuery extends Query<DiscoveredCreator[]> {
  constructor(
    readonly caller: BrandCaller,
    readonly filters: DiscoveryFilters,
  ) {
    super();
  }
}
