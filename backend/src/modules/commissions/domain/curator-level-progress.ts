import type { Cents } from '../../../shared/domain/money';
import { CURATOR_TIER_DEFINITIONS, CuratorTier, nextTier } from './curator-tier';

/** The settings dialog's Profile Settings: the level, the next one and how far it is, or none at platinum. */
export interface CuratorLevelProgress {
  tier: CuratorTier;
  label: string;
  commissionRate: number;
  totalSalesCents: Cents;
  next: { tier: CuratorTier; label: string; thresholdCents: Cents; remainingCents: Cents } | null;
  /** 0–100 of the way from this level's threshold to the next one's; 100 at platinum. */
  progressPercent: number;
}

export function curatorLevelProgress(tier: CuratorTier, commissionRate: number, totalSalesCents: Cents): CuratorLevelProgress {
  const next = nextTier(tier);
  const floor = CURATOR_TIER_DEFINITIONS[tier].minimumSalesCents;
  if (next === null) return { tier, label: CURATOR_TIER_DEFINITIONS[tier].label, commissionRate, totalSalesCents, next: null, progressPercent: 100 };
  const threshold = CURATOR_TIER_DEFINITIONS[next].minimumSalesCents;
  return {
    tier,
    label: CURATOR_TIER_DEFINITIONS[tier].label,
    commissionRate,
    totalSalesCents,
    next: { tier: next, label: CURATOR_TIER_DEFINITIONS[next].label, thresholdCents: threshold, remainingCents: Math.max(0, threshold - totalSalesCents) },
    // An admin-set tier below its threshold starts the bar at 0.
    progressPercent: Math.max(0, Math.min(100, Math.floor(((totalSalesCents - floor) / (threshold - floor)) * 100))),
  };
}
