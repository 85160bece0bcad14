import { BRAND_FILTERS, brandCriterion, isBrandFilter } from './brand-filter';

describe('brand filters', () => {
  it('knows the eight chips of the brands list', () => {
    expect(BRAND_FILTERS).toEqual(['craft', 'organic', 'low-calorie', 'celebrity', 'usa', 'international', 'premium', 'family-owned']);
    expect(isBrandFilter('craft')).toBe(true);
    expect(isBrandFilter('Craft')).toBe(false);
    expect(isBrandFilter('random')).toBe(false);
  });

  it('backs usa and international by the country and the rest by tags', () => {
    expect(brandCriterion('usa')).toEqual({ kind: 'country', country: 'US' });
    expect(brandCriterion('international')).toEqual({ kind: 'not-country', country: 'US' });
    expect(brandCriterion('low-calorie')).toEqual({ kind: 'tag', tag: 'low-calorie' });
    expect(brandCriterion('family-owned')).toEqual({ kind: 'tag', tag: 'family-owned' });
  });
});
