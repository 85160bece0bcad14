import { categoryNoun, parseAbv, recommend, TasteProduct, tasteInsights } from './taste-profile';

let next = 0;
const product = (overrides: Partial<TasteProduct>): TasteProduct => ({
  id: `p${++next}`,
  name: `Product ${next}`,
  brandId: `b${next}`,
  brandName: `Brand ${next}`,
  priceCents: 3000,
  abv: '40%',
  categories: [],
  tags: [],
  ...overrides,
});

const gins = [1, 2, 3].map((n) => product({ name: `Gin ${n}`, categories: ['gin'], tags: ['botanical'], brandId: 'b-juniper', brandName: 'Juniper Co', priceCents: 3000 + n * 500, abv: `${40 + n}%` }));
const hearted = [...gins, product({ categories: ['whiskey'], priceCents: 6000, abv: '46' }), product({ categories: ['rum'], priceCents: 2500, abv: null })];

describe('taste insights', () => {
  it('finds top categories, favourite brands, the price band and the ABV range', () => {
    expect(tasteInsights(hearted)).toEqual({
      heartCount: 5,
      topCategories: [{ category: 'gin', count: 3 }, { category: 'rum', count: 1 }, { category: 'whiskey', count: 1 }],
      favoriteBrands: [{ brandId: 'b-juniper', name: 'Juniper Co', count: 3 }, expect.objectContaining({ count: 1 }), expect.objectContaining({ count: 1 })],
      priceBand: { minCents: 3500, maxCents: 4500 },
      abvRange: { min: 41, max: 46 },
    });
    expect(tasteInsights([])).toMatchObject({ heartCount: 0, priceBand: null, abvRange: null, topCategories: [] });
  });
  it('reads ABV as the catalog writes it', () => {
    expect(parseAbv('40%')).toBe(40);
    expect(parseAbv('45.5 % ABV')).toBe(45.5);
    expect(parseAbv(null)).toBeNull();
    expect(parseAbv('n/a')).toBeNull();
  });
  it('names categories in the plural', () => {
    expect(categoryNoun('gin', 3)).toBe('gins');
    expect(categoryNoun('whiskey', 1)).toBe('whiskey');
    expect(categoryNoun('cocktail-kits', 2)).toBe('cocktail kits');
    expect(categoryNoun('mixers', 1)).toBe('mixer');
  });
});

describe('recommendation scoring', () => {
  const everywhere = () => true;

  it('recommends nothing under 5 hearts', () => {
    expect(recommend(hearted.slice(0, 4), [product({ categories: ['gin'] })], everywhere)).toEqual([]);
  });

  it('scores shared categories, brand, tags and price band, explains the strongest signal, and never recommends a hearted product', () => {
    const juniperGin = product({ name: 'Juniper Gin', categories: ['gin'], brandId: 'b-juniper', brandName: 'Juniper Co', tags: ['botanical'], priceCents: 4000 });
    const plainGin = product({ name: 'Plain Gin', categories: ['gin'], priceCents: 9900 });
    const rum = product({ name: 'Dark Rum', categories: ['rum'], priceCents: 4000 });
    const priceOnly = product({ name: 'Vodka', categories: ['vodka'], priceCents: 4000 });
    const result = recommend(hearted, [priceOnly, rum, plainGin, juniperGin, ...hearted], everywhere);
    expect(result.map((entry) => [entry.product.name, entry.score, entry.reason])).toEqual([
      // 3×3 (gin) + 2×3 (brand) + 1×3 (botanical) + 2 (price band)
      ['Juniper Gin', 20, 'Because you hearted 3 gins'],
      ['Plain Gin', 9, 'Because you hearted 3 gins'],
      // 3×1 (rum) + 2 (price)
      ['Dark Rum', 5, 'Because you hearted 1 rum'],
    ]);
  });

  it('ranks products that reach the shopper’s state first', () => {
    const far = product({ name: 'Far Gin', categories: ['gin'], brandId: 'b-juniper', brandName: 'Juniper Co' });
    const near = product({ name: 'Near Rum', categories: ['rum'] });
    const result = recommend(hearted, [far, near], (candidate) => candidate.id === near.id);
    expect(result.map((entry) => [entry.product.name, entry.reachesState])).toEqual([
      ['Near Rum', true],
      ['Far Gin', false],
    ]);
  });

  it('names the brand when it is the strongest signal, and keeps at most the limit', () => {
    const brandHearts = [1, 2, 3, 4, 5].map((n) => product({ brandId: 'b-oak', brandName: 'Ember & Oak', categories: [`cat${n}`], priceCents: 2000 }));
    const [entry] = recommend(brandHearts, [product({ brandId: 'b-oak', brandName: 'Ember & Oak', categories: ['cat1'], priceCents: 99_000 })], everywhere);
    expect(entry.reason).toBe('Because you hearted 5 bottles from Ember & Oak');
    const many = Array.from({ length: 20 }, () => product({ categories: ['gin'] }));
    expect(recommend(hearted, many, everywhere, 6)).toHaveLength(6);
  });
});
