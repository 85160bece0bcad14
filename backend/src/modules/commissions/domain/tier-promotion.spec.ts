import { decideSaleTier } from './tier-promotion';

describe('tier promotion on a sale', () => {
  it('pays an order straddling $10,000 at level 1 (5 %) and promotes to level 2 afterwards', () => {
    expect(decideSaleTier({ tier: 'level1_curator', totalSalesCents: 950_000 }, 100_000)).toEqual({
      rateTier: 'level1_curator',
      ratePercent: 5,
      totalSalesAfterCents: 1_050_000,
      promotedTo: 'level2_curator',
    });
  });

  it('promotes exactly at the threshold (inclusive) and can skip a tier on one big order', () => {
    expect(decideSaleTier({ tier: 'user', totalSalesCents: 90_000 }, 10_000).promotedTo).toBe('level1_curator');
    expect(decideSaleTier({ tier: 'user', totalSalesCents: 0 }, 5_000_000)).toMatchObject({ ratePercent: 0, promotedTo: 'platinum_curator' });
  });

  it('does not promote below the next threshold', () => {
    expect(decideSaleTier({ tier: 'level1_curator', totalSalesCents: 100_000 }, 50_000).promotedTo).toBeNull();
  });

  it('never demotes: after a refund took total sales below a threshold, the tier stays and the rate stays', () => {
    // Sales fell from $1,200 to $400 after a refund; the account keeps level 1.
    expect(decideSaleTier({ tier: 'level1_curator', totalSalesCents: 40_000 }, 1_000)).toEqual({ rateTier: 'level1_curator', ratePercent: 5, totalSalesAfterCents: 41_000, promotedTo: null });
  });

  it("respects an admin's manual tier, and still promotes when a higher threshold is crossed", () => {
    expect(decideSaleTier({ tier: 'level2_curator', totalSalesCents: 20_000 }, 100_000)).toMatchObject({ ratePercent: 7, promotedTo: null });
    expect(decideSaleTier({ tier: 'level2_curator', totalSalesCents: 4_990_000 }, 20_000)).toMatchObject({ ratePercent: 7, promotedTo: 'platinum_curator' });
  });
});
