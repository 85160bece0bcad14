import { BusinessRuleViolation } from '../../../shared/domain/domain-error';
import {
  commissionCentsFor,
  commissionPercentFor,
  CURATOR_TIER_DEFINITIONS,
  manualTierChange,
  CURATOR_TIERS,
  curatorTierLabel,
  CuratorTier,
  isCuratorTier,
  nextTier,
  parseCuratorTier,
  salesToNextTier,
  tierForSales,
} from './curator-tier';

describe('curator tiers', () => {
  it.each([
    ['user', 'User', 0, 0],
    ['level1_curator', 'Level 1 Curator', 5, 100_000],
    ['level2_curator', 'Level 2 Curator', 7, 1_000_000],
    ['platinum_curator', 'Platinum Curator', 10, 5_000_000],
  ] as [CuratorTier, string, number, number][])('%s is "%s", %d %%, from %d cents', (tier, label, percent, minimum) => {
    expect(curatorTierLabel(tier)).toBe(label);
    expect(commissionPercentFor(tier)).toBe(percent);
    expect(CURATOR_TIER_DEFINITIONS[tier].minimumSalesCents).toBe(minimum);
  });

  it('orders the tiers from lowest to highest', () => {
    expect([...CURATOR_TIERS]).toEqual(['user', 'level1_curator', 'level2_curator', 'platinum_curator']);
  });

  it('computes the commission on GMV, rounded half up to the cent', () => {
    expect(commissionCentsFor(10_000, 'user')).toBe(0);
    expect(commissionCentsFor(10_000, 'level1_curator')).toBe(500);
    expect(commissionCentsFor(10_000, 'level2_curator')).toBe(700);
    expect(commissionCentsFor(10_000, 'platinum_curator')).toBe(1_000);
    expect(commissionCentsFor(4_999, 'level1_curator')).toBe(250); // 249.95
    expect(commissionCentsFor(4_993, 'level2_curator')).toBe(350); // 349.51
    expect(commissionCentsFor(4_985, 'level2_curator')).toBe(349); // 348.95 → 349
    expect(commissionCentsFor(3, 'platinum_curator')).toBe(0); // 0.3
    expect(commissionCentsFor(0, 'platinum_curator')).toBe(0);
  });

  it('refuses a GMV that is not whole cents', () => {
    expect(() => commissionCentsFor(10.5, 'level1_curator')).toThrow(RangeError);
    expect(() => commissionCentsFor(-1, 'level1_curator')).toThrow(RangeError);
  });

  it.each([
    [0, 'user'],
    [99_999, 'user'],
    [100_000, 'level1_curator'],
    [999_999, 'level1_curator'],
    [1_000_000, 'level2_curator'],
    [4_999_999, 'level2_curator'],
    [5_000_000, 'platinum_curator'],
    [900_000_000, 'platinum_curator'],
  ])('total sales of %d cents reach %s', (sales, tier) => {
    expect(tierForSales(sales)).toBe(tier);
  });

  it('names the next tier, none after platinum', () => {
    expect(nextTier('user')).toBe('level1_curator');
    expect(nextTier('level1_curator')).toBe('level2_curator');
    expect(nextTier('level2_curator')).toBe('platinum_curator');
    expect(nextTier('platinum_curator')).toBeNull();
  });

  it('says how much is left to the next tier', () => {
    expect(salesToNextTier(0)).toEqual({ tier: 'level1_curator', remainingCents: 100_000 });
    expect(salesToNextTier(250_000)).toEqual({ tier: 'level2_curator', remainingCents: 750_000 });
    expect(salesToNextTier(5_000_000)).toBeNull();
  });

  it('parses tier strings for admin input', () => {
    expect(isCuratorTier('level2_curator')).toBe(true);
    expect(isCuratorTier('gold')).toBe(false);
    expect(parseCuratorTier('platinum_curator')).toBe('platinum_curator');
    expect(() => parseCuratorTier('gold')).toThrow(BusinessRuleViolation);
    expect(() => parseCuratorTier('gold')).toThrow(
      "Curator tier must be one of user, level1_curator, level2_curator, platinum_curator; got 'gold'.",
    );
  });
});

describe('manualTierChange', () => {
  it.each([
    ['user', undefined, 0],
    ['level1_curator', null, 5],
    ['level2_curator', undefined, 7],
    ['platinum_curator', undefined, 10],
    ['level1_curator', 0, 0],
    ['user', 100, 100],
    ['level2_curator', 7.25, 7.25],
  ] as const)('%s with rate %p gives %p', (tier, rate, expected) => {
    expect(manualTierChange(tier, rate)).toEqual({ tier, commissionRate: expected });
  });

  it.each([
    ['gold', 5],
    ['user', -0.01],
    ['user', 100.5],
    ['user', Number.NaN],
    ['user', 1.005],
  ])('refuses %s with rate %p', (tier, rate) => {
    expect(() => manualTierChange(tier, rate)).toThrow(BusinessRuleViolation);
  });
});
