import {
  catalogCategoryOptions,
  catalogQueryParams,
  isSearchTooShort,
  nextCatalogSearch,
  parseCatalogSearch,
  parseCategorySearch,
  parsePageSearch,
  productPageParams,
} from './catalog-search';
import { CATEGORY_PAGES } from './categories';

describe('catalog search params', () => {
  describe('parseCatalogSearch (validateSearch of /products)', () => {
    it('keeps what the URL says when it is valid', () => {
      expect(parseCatalogSearch({ search: 'rye', category: 'whiskey', page: '3', view: 'list' })).toEqual({
        search: 'rye',
        category: 'whiskey',
        page: 3,
        view: 'list',
      });
    });

    it('drops or clamps hand-edited values instead of failing the page', () => {
      expect(parseCatalogSearch({ search: '   ', category: 'Not A Slug!', page: 'two', view: 'tiles' })).toEqual({});
      expect(parseCatalogSearch({ page: 1 })).toEqual({});
      expect(parseCatalogSearch({ page: -4 })).toEqual({});
      expect(parseCatalogSearch({ page: 2.5 })).toEqual({});
      expect(parseCatalogSearch({ page: 10_000_000 })).toEqual({ page: 100_000 });
      expect(parseCatalogSearch({ category: 'x'.repeat(41) })).toEqual({});
      expect(parseCatalogSearch({ search: `  ${'a'.repeat(150)}  ` }).search).toHaveLength(100);
    });
  });

  it('parsePageSearch (brand and category pages) keeps only a page after the first', () => {
    expect(parsePageSearch({ page: '2' })).toEqual({ page: 2 });
    expect(parsePageSearch({ page: 1 })).toEqual({});
    expect(parsePageSearch({ page: 'last' })).toEqual({});
    expect(parsePageSearch({})).toEqual({});
  });

  describe('nextCatalogSearch', () => {
    const current = { search: 'gin', category: 'gin', page: 4, view: 'list' as const };

    it('starts a new search or category at page 1 and keeps the rest', () => {
      expect(nextCatalogSearch(current, { search: 'london' }, { resetPage: true })).toEqual({ search: 'london', category: 'gin', view: 'list' });
      expect(nextCatalogSearch(current, { category: undefined }, { resetPage: true })).toEqual({ search: 'gin', view: 'list' });
    });

    it('keeps the page for a layout change and moves it for a page change', () => {
      expect(nextCatalogSearch(current, { view: undefined }, { resetPage: false })).toEqual({ search: 'gin', category: 'gin', page: 4 });
      expect(nextCatalogSearch(current, { page: 1 }, { resetPage: false })).toEqual({ search: 'gin', category: 'gin', view: 'list' });
    });
  });

  describe('catalogQueryParams (GET /api/products)', () => {
    it('asks for 24 products from the page, with the filters and the address state', () => {
      expect(catalogQueryParams({ search: 'rye', category: 'whiskey', page: 3 }, 'CA')).toEqual({
        search: 'rye',
        category: 'whiskey',
        brandId: undefined,
        state: 'CA',
        limit: 24,
        offset: 48,
      });
    });

    it('does not send search text shorter than 3 characters, which the page explains instead', () => {
      expect(catalogQueryParams({ search: 'ry' }, undefined)).toMatchObject({ search: undefined, offset: 0 });
      expect(isSearchTooShort('ry')).toBe(true);
      expect(isSearchTooShort('rye')).toBe(false);
      expect(isSearchTooShort(undefined)).toBe(false);
    });
  });

  it('productPageParams pages a brand the same way', () => {
    expect(productPageParams({ brandId: 'b-1', page: 2, state: undefined })).toEqual({
      search: undefined,
      category: undefined,
      brandId: 'b-1',
      state: undefined,
      limit: 24,
      offset: 24,
    });
  });

  it("offers the shop's categories plus those the products and the URL carry, sorted", () => {
    const options = catalogCategoryOptions([{ categories: ['mezcal', 'whiskey'] }, { categories: ['amaro'] }], 'absinthe');
    expect(options).toEqual([...CATEGORY_PAGES.map((page) => page.slug), 'mezcal', 'amaro', 'absinthe'].sort());
    expect(new Set(options).size).toBe(options.length);
  });
});

describe('parseCategorySearch', () => {
  it('keeps a known chip and the page, and drops anything else', () => {
    expect(parseCategorySearch({ filter: 'top-rated', page: '2' })).toEqual({ filter: 'top-rated', page: 2 });
    expect(parseCategorySearch({ filter: 'cheapest' })).toEqual({});
    expect(parseCategorySearch({ filter: 'All' })).toEqual({});
  });

  it('sends the chip to the API as selection', () => {
    expect(productPageParams({ category: 'whiskey', page: 1, state: undefined, selection: 'premium' })).toMatchObject({ category: 'whiskey', selection: 'premium', offset: 0 });
  });
});
