import { brandWindowFigures } from './brand-metrics';

describe('brand dashboard figures', () => {
  it('computes average order, conversion and ROAS, with honest zeros and null ROAS without spend', () => {
    expect(brandWindowFigures({ acceptedGifts: 2, activeEnrollments: 1, revenueCents: 23_456_00, orders: 186, clicks: 5_812, attributedRevenueCents: 21_000_00, spendCents: 5_000_00 })).toEqual({
      partnerships: 3,
      revenueCents: 23_456_00,
      orders: 186,
      averageOrderValueCents: 12_611,
      conversionRate: 3.2,
      roas: 4.2,
    });
    expect(brandWindowFigures({ acceptedGifts: 0, activeEnrollments: 0, revenueCents: 0, orders: 0, clicks: 0, attributedRevenueCents: 0, spendCents: 0 })).toEqual({
      partnerships: 0,
      revenueCents: 0,
      orders: 0,
      averageOrderValueCents: 0,
      conversionRate: 0,
      roas: null,
    });
  });
});
