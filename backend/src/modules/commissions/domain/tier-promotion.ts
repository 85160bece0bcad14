import type { Cents } from '../../../shared/domain/money';
import { commissionPercentFor, CURATOR_TIERS, CuratorTier, tierForSales } from './curator-tier';

export interface SaleTierDecision {
  /** The tier (and its rate) the sale itself is paid at: the one in force BEFORE the sale. */
  rateTier: CuratorTier;
  ratePercent: number;
  /** The account's total attributed sales after this sale. */
  totalSalesAfterCents: Cents;
  /** The tier to move to, or null when the sale crossed no higher threshold. */
  promotedTo: CuratorTier | null;
}

function rank(tier: CuratorTier): number {
  return CURATOR_TIERS.indexOf(tier);
}

/**
 * Tiers move up automatically when total attributed sales cross 1,000, 10,000 or 50,000 dollars.
 * The crossing sale is paid at the rate in force before it; a tier never moves down on its own (a
 * refund lowers total sales, never the tier), and a tier an admin set by hand stays unless the sales
 * reach a higher one.
 */
export function decideSaleTier(current: { tier: CuratorTier; totalSalesCents: Cents }, saleGmvCents: Cents): SaleTierDecision {
  const totalSalesAfterCents = current.totalSalesCents + saleGmvCents;
  const reached = tierForSales(totalSalesAfterCents);
  return {
    rateTier: current.tier,
    ratePercent: commissionPercentFor(current.tier),
    totalSalesAfterCents,
    promotedTo: rank(reached) > rank(current.tier) ? reached : null,
  };
}
