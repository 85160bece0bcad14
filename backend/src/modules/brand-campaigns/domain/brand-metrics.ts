import type { Cents } from '../../../shared/domain/money';

/** The raw counts of one window, as the modules that own them report them. */
export interface BrandWindowFacts {
  acceptedGifts: number;
  activeEnrollments: number;
  revenueCents: Cents;
  orders: number;
  clicks: number;
  attributedRevenueCents: Cents;
  /** What the brand spent in the window: the values of gift offers accepted in it. */
  spendCents: Cents;
}

export interface BrandWindowFigures {
  partnerships: number;
  revenueCents: Cents;
  orders: number;
  averageOrderValueCents: Cents;
  /** Orders per 100 creator-link clicks on the brand's products (percent, 2 decimals); 0 without clicks. */
  conversionRate: number;
  /** Attributed revenue ÷ spend (2 decimals); null when nothing was spent. */
  roas: number | null;
}

/**
 * The dashboard's figures from a window's facts. Average order is revenue ÷ orders (0 without orders);
 * conversion can pass 100 when one click leads to several orders, and is shown as it is.
 */
export function brandWindowFigures(facts: BrandWindowFacts): BrandWindowFigures {
  return {
    partnerships: facts.acceptedGifts + facts.activeEnrollments,
    revenueCents: facts.revenueCents,
    orders: facts.orders,
    averageOrderValueCents: facts.orders > 0 ? Math.round(facts.revenueCents / facts.orders) : 0,
    conversionRate: facts.clicks > 0 ? Math.round((facts.orders * 10_000) / facts.clicks) / 100 : 0,
    roas: facts.spendCents > 0 ? Math.round((facts.attributedRevenueCents * 100) / facts.spendCents) / 100 : null,
  };
}

/** Seed-free default: the dashboard looks at the last 30 days. */
export const DEFAULT_METRICS_DAYS = 30;
export const MAX_METRICS_DAYS = 365;
