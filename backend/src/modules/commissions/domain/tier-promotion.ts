import type { Cents } from '../../../shared/domain/money';
import { commissionPercentFor, CURATOR_TIERS, CuratorTier, tierForSales } from './curator-tier';

export interface SaleTierDecision {
  /** The tier (and its rate) the sale itself is paid at: the one in force BEFORE the sale. */
  rateTier: CuratorTier;
  ratePercent: number;
  /** The account's total attributed sales after this sale. */
  totalSalesAfterCents: Cents;
  /** The tier to move to, or null when the sale crossed no higher threshold (or the tier was set by hand). */
  promotedTo: CuratorTier | null;
  /** The rate from the promotion on: the higher of the rate in force and the new tier's rate; null without a promotion. */
  promotedRatePercent: number | null;
}

export interface AccountStanding {
  tier: CuratorTier;
  /** The rate in force: the tier's rate, or the one an admin set. */
  commissionRate: number;
  totalSalesCents: Cents;
  /** An admin set the tier and rate by hand (PUT /api/admin/users/{id}/tier). */
  tierSetByAdmin: boolean;
}

function rank(tier: CuratorTier): number {
  return CURATOR_TIERS.indexOf(tier);
}

/**
 * The rate paid is the account's rate in force: on a tier an admin set, the rate the admin set, never the
 * tier's default in its place (an admin's 13 % on level 2 pays 13 %); on a tier reached by sales, the tier's
 * rate, or a higher one the account already had (accounts whose stored rate predates the tier, such as rows
 * written with a tier alone, are paid their tier's rate, never 0). Tiers move up automatically when total attributed sales cross 1,000, 10,000 or 50,000
 * dollars; the crossing sale is paid at the rate in force before it, and a promotion never lowers the rate
 * (the new rate is the higher of the two). A tier and rate an admin set by hand are kept as set: sales do not
 * promote them (the admin changes them). A tier never moves down on its own (a refund lowers total sales, never the tier).
 */
export function decideSaleTier(current: AccountStanding, saleGmvCents: Cents): SaleTierDecision {
  const totalSalesAfterCents = current.totalSalesCents + saleGmvCents;
  const reached = tierForSales(totalSalesAfterCents);
  const promotedTo = !current.tierSetByAdmin && rank(reached) > rank(current.tier) ? reached : null;
  const ratePercent = current.tierSetByAdmin ? current.commissionRate : Math.max(current.commissionRate, commissionPercentFor(current.tier));
  return {
    rateTier: current.tier,
    ratePercent,
    totalSalesAfterCents,
    promotedTo,
    promotedRatePercent: promotedTo ? Math.max(ratePercent, commissionPercentFor(promotedTo)) : null,
  };
}
