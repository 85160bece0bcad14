import { containsPattern, isCategorySlug } from './product-listing';

describe('product listing rules', () => {
  it.each(['whiskey', 'cocktail-kits', 'rtd', 'top-10', 'a'])('accepts the category slug %s', (slug) => {
    expect(isCategorySlug(slug)).toBe(true);
  });

  it.each(['Whiskey', 'cocktail kits', '-gin', 'gin-', 'rum--dark', 'wine/red', '', 'x'.repeat(41)])('refuses %j as a category slug', (slug) => {
    expect(isCategorySlug(slug)).toBe(false);
  });

  it('builds a lower-case contains pattern with collapsed whitespace', () => {
    expect(containsPattern('  Small   Batch ')).toBe('%small batch%');
  });

  it('escapes LIKE wildcards and the escape character so they match literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
