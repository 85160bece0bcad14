import { AccountStanding, decideSaleTier } from './tier-promotion';

const automatic = (tier: AccountStanding['tier'], commissionRate: number, totalSalesCents: number): AccountStanding => ({ tier, commissionRate, totalSalesCents, tierSetByAdmin: false });
const setByAdmin = (tier: AccountStanding['tier'], commissionRate: number, totalSalesCents: number): AccountStanding => ({ tier, commissionRate, totalSalesCents, tierSetByAdmin: true });

describe('tier promotion on a sale', () => {
  it('pays an order straddling $10,000 at level 1 (5 %) and promotes to level 2 (7 %) afterwards', () => {
    expect(decideSaleTier(automatic('level1_curator', 5, 950_000), 100_000)).toEqual({
      rateTier: 'level1_curator',
      ratePercent: 5,
      totalSalesAfterCents: 1_050_000,
      promotedTo: 'level2_curator',
      promotedRatePercent: 7,
    });
  });

  it('promotes exactly at the threshold (inclusive) and can skip a tier on one big order', () => {
    expect(decideSaleTier(automatic('user', 0, 90_000), 10_000).promotedTo).toBe('level1_curator');
    expect(decideSaleTier(automatic('user', 0, 0), 5_000_000)).toMatchObject({ ratePercent: 0, promotedTo: 'platinum_curator', promotedRatePercent: 10 });
  });

  it('does not promote below the next threshold', () => {
    expect(decideSaleTier(automatic('level1_curator', 5, 100_000), 50_000).promotedTo).toBeNull();
  });

  it('never demotes: after a refund took total sales below a threshold, the tier stays and the rate stays', () => {
    // Sales fell from $1,200 to $400 after a refund; the account keeps level 1.
    expect(decideSaleTier(automatic('level1_curator', 5, 40_000), 1_000)).toEqual({ rateTier: 'level1_curator', ratePercent: 5, totalSalesAfterCents: 41_000, promotedTo: null, promotedRatePercent: null });
  });

  it("pays the rate an admin set, not the tier's default", () => {
    expect(decideSaleTier(setByAdmin('level2_curator', 13, 0), 10_000)).toMatchObject({ rateTier: 'level2_curator', ratePercent: 13, promotedTo: null });
  });

  it('keeps a tier an admin set by hand when sales cross a higher threshold', () => {
    // Level 1 at 5 % set by hand stays level 1 at 5 % after an $18,069 cart.
    expect(decideSaleTier(setByAdmin('level1_curator', 5, 0), 1_806_900)).toMatchObject({ ratePercent: 5, promotedTo: null, promotedRatePercent: null });
    expect(decideSaleTier(setByAdmin('level2_curator', 7, 4_990_000), 20_000)).toMatchObject({ ratePercent: 7, promotedTo: null });
  });

  it('never lowers the rate on a promotion: the higher of the rate in force and the new tier\'s', () => {
    expect(decideSaleTier(automatic('level1_curator', 8, 950_000), 100_000)).toMatchObject({ ratePercent: 8, promotedTo: 'level2_curator', promotedRatePercent: 8 });
  });

  it("pays a tier reached by sales at least that tier's rate, even where the stored rate was never set with it", () => {
    expect(decideSaleTier(automatic('level1_curator', 0, 100_000), 10_000)).toMatchObject({ ratePercent: 5, promotedTo: null });
    expect(decideSaleTier(automatic('level2_curator', 0, 0), 10_000)).toMatchObject({ ratePercent: 7 });
    // An admin's rate is kept even below the tier's default.
    expect(decideSaleTier(setByAdmin('level2_curator', 4, 0), 10_000)).toMatchObject({ ratePercent: 4 });
  });
});
