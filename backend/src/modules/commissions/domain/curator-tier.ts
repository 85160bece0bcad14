import { BusinessRuleViolation } from '../../../shared/domain/domain-error';
import { Cents, dollarsToCents, percentOf } from '../../../shared/domain/money';

/**
 * Curator tiers and what they earn, as the specification sets them: the one definition. Kept per account in
 * commission_accounts.tier; the API calls it curatorStatus.
 */
export const CURATOR_TIERS = ['user', 'level1_curator', 'level2_curator', 'platinum_curator'] as const;
export type CuratorTier = (typeof CURATOR_TIERS)[number];

export interface CuratorTierDefinition {
  readonly tier: CuratorTier;
  readonly label: string;
  /** Share of the attributed order's GMV; also the tier's rank weight in the seed. */
  readonly commissionPercent: number;
  /** Total sales generated needed to reach the tier (inclusive). */
  readonly minimumSalesCents: Cents;
}

export const CURATOR_TIER_DEFINITIONS: Readonly<Record<CuratorTier, CuratorTierDefinition>> = {
  user: { tier: 'user', label: 'User', commissionPercent: 0, minimumSalesCents: 0 },
  level1_curator: {
    tier: 'level1_curator',
    label: 'Level 1 Curator',
    commissionPercent: 5,
    minimumSalesCents: dollarsToCents(1_000),
  },
  level2_curator: {
    tier: 'level2_curator',
    label: 'Level 2 Curator',
    commissionPercent: 7,
    minimumSalesCents: dollarsToCents(10_000),
  },
  platinum_curator: {
    tier: 'platinum_curator',
    label: 'Platinum Curator',
    commissionPercent: 10,
    minimumSalesCents: dollarsToCents(50_000),
  },
};

export function isCuratorTier(value: unknown): value is CuratorTier {
  return typeof value === 'string' && (CURATOR_TIERS as readonly string[]).includes(value);
}

/** For input from an admin's tier change; throws a validation error listing the valid values. */
export function parseCuratorTier(value: string): CuratorTier {
  if (!isCuratorTier(value)) {
    throw new BusinessRuleViolation('UNKNOWN_CURATOR_TIER', `Curator tier must be one of ${CURATOR_TIERS.join(', ')}; got '${value}'.`);
  }
  return value;
}

export function curatorTierLabel(tier: CuratorTier): string {
  return CURATOR_TIER_DEFINITIONS[tier].label;
}

export function commissionPercentFor(tier: CuratorTier): number {
  return CURATOR_TIER_DEFINITIONS[tier].commissionPercent;
}

/** The creator's commission on an attributed order's GMV, rounded half up to the cent. */
export function commissionCentsFor(gmvCents: Cents, tier: CuratorTier): Cents {
  if (!Number.isInteger(gmvCents) || gmvCents < 0) throw new RangeError(`gmvCents must be whole cents ≥ 0, got ${gmvCents}`);
  return percentOf(gmvCents, commissionPercentFor(tier));
}

/** The highest tier whose threshold the total sales reach (thresholds are inclusive). */
export function tierForSales(totalSalesCents: Cents): CuratorTier {
  let reached: CuratorTier = 'user';
  for (const tier of CURATOR_TIERS) {
    if (totalSalesCents >= CURATOR_TIER_DEFINITIONS[tier].minimumSalesCents) reached = tier;
  }
  return reached;
}

/** The tier after this one, or null at platinum. */
export function nextTier(tier: CuratorTier): CuratorTier | null {
  return CURATOR_TIERS[CURATOR_TIERS.indexOf(tier) + 1] ?? null;
}

/** How far total sales are from the next tier, for progress displays; null once platinum is reached. */
export function salesToNextTier(totalSalesCents: Cents): { tier: CuratorTier; remainingCents: Cents } | null {
  const next = nextTier(tierForSales(totalSalesCents));
  if (next === null) return null;
  return { tier: next, remainingCents: CURATOR_TIER_DEFINITIONS[next].minimumSalesCents - totalSalesCents };
}

/**
 * An admin's tier change: the rate defaults to the tier's own when
 * omitted; otherwise a percent from 0 to 100 with at most two decimals.
 */
export function manualTierChange(tier: string, commissionRate: number | null | undefined): { tier: CuratorTier; commissionRate: number } {
  const parsed = parseCuratorTier(tier);
  if (commissionRate === null || commissionRate === undefined) return { tier: parsed, commissionRate: commissionPercentFor(parsed) };
  if (typeof commissionRate !== 'number' || !Number.isFinite(commissionRate) || commissionRate < 0 || commissionRate > 100) {
    throw new BusinessRuleViolation('INVALID_COMMISSION_RATE', `commissionRate must be a number from 0 to 100; got ${String(commissionRate)}.`);
  }
  if (Math.round(commissionRate * 100) !== commissionRate * 100) {
    throw new BusinessRuleViolation('INVALID_COMMISSION_RATE', 'commissionRate may have at most two decimals.');
  }
  return { tier: parsed, commissionRate };
}
