import { Query } from '@nestjs/cqrs';
import type { BrandCaller } from '../../brand-of-caller';

export interface BrandAnalytics {
  days: number;
  daily: { date: string; revenueCents: number; orders: number }[];
  topProducts: { productId: string; name: string; revenueCents: number; orders: number }[];
  topCreators: { creatorId: string; handle: string | null; attributedRevenueCents: number; orders: number }[];
}

/** GET /api/brands/analytics?days=: revenue and orders per day, top products, top creators by attributed revenue. */
export class GetBrandAnalyticsQuery extends Query<BrandAnalytics> {
  constructor(
    readonly caller: BrandCaller,
    readonly days: number,
    readonly brandId: string | null = null,
  ) {
    super();
  }
}
