import { Query } from '@nestjs/cqrs';
import type { BrandWindowFigures } from '../../../domain/brand-metrics';
import type { BrandCaller } from '../../brand-of-caller';

export interface BrandMetrics {
  brandId: string;
  days: number;
  window: { from: Date; to: Date } & BrandWindowFigures;
  previous: { from: Date; to: Date } & BrandWindowFigures;
}

/** GET /api/brands/metrics?days=: the brand's figures over the last `days` days and the same span before. */
export class GetBrandMetricsQuery extends Query<BrandMetrics> {
  constructor(
    readonly caller: BrandCaller,
    readonly days: number,
    readonly brandId: string | null = null,
  ) {
    super();
  }
}
