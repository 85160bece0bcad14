import { discoveryScore, rankCreators, DiscoveryCandidate } from './creator-score';

const creator = (id: string, overrides: Partial<DiscoveryCandidate> = {}): DiscoveryCandidate => ({
  id,
  handle: id,
  followers: 0,
  conversionRate30d: 0,
  totalSales30dCents: 0,
  totalOrders30d: 0,
  categories: [],
  ...overrides,
});

describe('creator discovery score', () => {
  it('weighs sales 50, conversion 30 and reach 20 (log scale) relative to the best candidate', () => {
    const best = { sales: 100_000, conversion: 4, followers: 9_999 };
    expect(discoveryScore(creator('a', { totalSales30dCents: 100_000, conversionRate30d: 4, followers: 9_999 }), best)).toBe(100);
    expect(discoveryScore(creator('b', { totalSales30dCents: 50_000, conversionRate30d: 1, followers: 99 }), best)).toBe(25 + 7.5 + 10);
    expect(discoveryScore(creator('c'), { sales: 0, conversion: 0, followers: 0 })).toBe(0);
  });

  it('filters on followers, conversion and any of the categories, then keeps the top 5', () => {
    const list = [
      creator('sales', { totalSales30dCents: 90_000, followers: 500, categories: ['whiskey'] }),
      creator('convert', { conversionRate30d: 9, followers: 2_000, categories: ['Gin'] }),
      creator('big', { followers: 50_000, categories: ['wine'] }),
      ...['d', 'e', 'f', 'g'].map((id) => creator(id, { followers: 10 })),
    ];
    expect(rankCreators(list, {}).map((c) => c.id)).toEqual(['sales', 'convert', 'big', 'd', 'e']);
    expect(rankCreators(list, { minFollowers: 1_000 }).map((c) => c.id)).toEqual(['convert', 'big']);
    expect(rankCreators(list, { categories: ['gin', 'whiskey'] }).map((c) => c.id)).toEqual(['sales', 'convert']);
    expect(rankCreators(list, { minConversionRate: 5 }).map((c) => c.id)).toEqual(['convert']);
  });
});
