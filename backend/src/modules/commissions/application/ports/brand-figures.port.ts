import type { ProductAttribution } from '../queries/get-product-attribution/get-product-attribution.query';
import type { AttributedCreator } from '../queries/list-attributed-creators/list-attributed-creators.query';
import type { CreatorMetricsView } from '../queries/list-creator-metrics/list-creator-metrics.query';

export const BRAND_FIGURES_READER = Symbol('BRAND_FIGURES_READER');

/** What brand tools read from commissions' tables (creator_metrics, click_logs, the ledger), in SQL by the adapter. */
export interface BrandFiguresReader {
  creatorMetrics(): Promise<CreatorMetricsView[]>;
  productAttribution(productIds: readonly string[], from: Date, to: Date): Promise<ProductAttribution>;
  topCreators(productIds: readonly string[], from: Date, to: Date): Promise<AttributedCreator[]>;
}
