import type { Cents } from '../../../shared/domain/money';
import { commissionPercentFor, curatorTierLabel, isCuratorTier } from './curator-tier';

export interface ExplainableCommission {
  kind: 'commission' | 'adjustment';
  attributionRule: string;
  creatorId: string | null;
  clickedAt: Date | null;
  tier: string;
  ratePercent: number;
  gmvCents: Cents;
  amountCents: Cents;
  productName: string;
  status: string;
}

const dollars = (cents: Cents) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** Why a ledger entry is what it is, in one paragraph for the dashboard (every cent explainable). */
export function explainCommission(entry: ExplainableCommission): string {
  if (entry.kind === 'adjustment') {
    return `The order for ${entry.productName} was refunded after its commission was paid out, so ${dollars(entry.amountCents)} is taken back from your next payout.`;
  }
  const via = entry.creatorId ? 'your creator link' : 'your profile link';
  const how =
    entry.attributionRule === 'named_at_checkout'
      ? `The shopper bought from ${via}, which named you at checkout.`
      : `The shopper clicked ${via}${entry.clickedAt ? ` on ${entry.clickedAt.toISOString().slice(0, 10)}` : ''} and bought within 30 days (the last link clicked wins).`;
  const tier = isCuratorTier(entry.tier) ? curatorTierLabel(entry.tier) : entry.tier;
  // The rate in force may be one an admin set instead of the tier's own: the entry says which.
  const tierRate = isCuratorTier(entry.tier) ? commissionPercentFor(entry.tier) : entry.ratePercent;
  const why = entry.ratePercent === tierRate ? `the ${tier} rate` : `the rate an admin set for your account (the ${tier} rate is ${tierRate}%)`;
  const rate = `As a ${tier} at the time of the sale you earn ${entry.ratePercent}% of ${dollars(entry.gmvCents)} (the line's price before fees and tax): ${dollars(entry.amountCents)}; ${entry.ratePercent}% is ${why}.`;
  const state: Record<string, string> = {
    pending: 'It becomes payable once the bottle is delivered (after the ID check at the door) and the hold after delivery has passed.',
    payable: 'It will be paid in the next payout.',
    in_payout: 'It is in a payout being processed.',
    paid: 'It has been paid out.',
    reversed: 'It was reversed because the line was refused at the door, returned, cancelled or refunded before payout.',
  };
  return `${how} ${rate} ${state[entry.status] ?? ''}`.trim();
}
