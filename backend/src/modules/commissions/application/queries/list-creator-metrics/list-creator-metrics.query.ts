import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';

/** One creator's creator_metrics row as brand tools read it (kept by the RefreshCreatorMetrics job). */
export interface CreatorMetricsView {
  creatorId: string;
  followerCount: number;
  /** Orders per 100 clicks over the last 30 days (percent). */
  conversionRate30d: number;
  totalSales30dCents: Cents;
  totalOrders30d: number;
  topCategories: string[];
}

/** Every creator's metrics row (creator discovery, brand-campaigns). */
export class ListCreatorMetricsQuery extends Query<CreatorMetricsView[]> {}
