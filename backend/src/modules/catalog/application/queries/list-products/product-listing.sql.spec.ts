import { productSearch } from '../../../domain/product-listing';
import {
  ProductCountCache,
  productCountStatement,
  productPageStatement,
  productTotal,
  substringMatchPageStatement,
  totalKnownFromPage,
  wordMatchPageStatement,
} from './product-listing.sql';

describe('product listing SQL', () => {
  it('knows the total from a short page or an empty first page, and only then', () => {
    expect(totalKnownFromPage({ limit: 24, offset: 48 }, 5)).toBe(53);
    expect(totalKnownFromPage({ limit: 24, offset: 0 }, 0)).toBe(0);
    expect(totalKnownFromPage({ limit: 24, offset: 0 }, 24)).toBeNull();
    expect(totalKnownFromPage({ limit: 24, offset: 500 }, 0)).toBeNull();
  });

  it('reads a category alone from the category listing, and combined filters from products', () => {
    expect(productPageStatement({ category: 'whiskey', limit: 24, offset: 5000 })).toEqual({
      text: expect.stringContaining('from product_category_listings where category = $1'),
      values: ['whiskey', 24, 5000],
      reusablePlan: true,
    });
    const combined = productPageStatement({ category: 'whiskey', featured: true, limit: 10, offset: 0 });
    expect(combined.text).toContain('p.categories @> array[$1]::text[]');
    expect(combined.values).toEqual(['whiskey', true, 10, 0]);
  });

  it('ranks a one-word search straight from the order of product_search_terms, and aggregates several words', () => {
    const one = wordMatchPageStatement({ search: productSearch('gin'), limit: 24, offset: 48 }, [['gin']]);
    expect(one.text).toContain('from product_search_terms t where t.lexeme = $1 order by t.score desc, t.created_at desc, t.product_id desc limit $2 offset $3');
    expect(one.values).toEqual(['gin', 24, 48]);
    const both = wordMatchPageStatement({ search: productSearch('islay scotch'), limit: 24, offset: 0 }, [['islay'], ['scotch']]);
    expect(both.text).toMatch(/where t\.lexeme = any\(\$1::text\[\]\)\s+group by t\.product_id, t\.created_at having count\(\*\) = \$2/);
    expect(both.values).toEqual([['islay', 'scotch'], 2, 24, 0]);
    const two = wordMatchPageStatement({ category: 'whiskey', search: productSearch('islay sco'), limit: 24, offset: 0 }, [['islay'], ['scotch', 'scone']]);
    expect(two.values).toEqual(['whiskey', ['islay', 'scotch', 'scone'], [0, 1, 1], 2, 24, 0]);
    expect(two.text).toMatch(/having count\(\*\) = \$4\) m join products p on p.id = m.id where p.categories @> array\[\$1\]/);
    // A substring-only match is one that none of the words' lexemes match, quoted as tsquery literals.
    const rest = substringMatchPageStatement({ search: productSearch("o'ak"), limit: 24, offset: 0 }, [["o'ak"]]);
    expect(rest.values).toEqual(["%o'ak%", "('o''ak')", 24, 0]);
  });

  it('lets statements run prepared unless their best plan depends on the values (a search term, featured)', () => {
    expect(productPageStatement({ limit: 24, offset: 0 }).reusablePlan).toBe(true);
    expect(productPageStatement({ category: 'gin', brandId: 'b', limit: 24, offset: 0 }).reusablePlan).toBe(true);
    expect(productCountStatement({ category: 'gin' }).reusablePlan).toBe(true);
    expect(productPageStatement({ category: 'gin', featured: true, limit: 24, offset: 0 }).reusablePlan).toBe(false);
    expect(wordMatchPageStatement({ search: productSearch('oak'), limit: 24, offset: 0 }, [['oak']]).reusablePlan).toBe(false);
  });

  it('reuses a count only while the catalog revision is unchanged', async () => {
    const counts = new ProductCountCache();
    const run = jest.fn().mockResolvedValueOnce([{ revision: '7', total: 120 }]).mockResolvedValueOnce([{ revision: '8', total: 121 }]);
    const criteria = { category: 'gin', limit: 24, offset: 0 };
    const fullPage = (revision: string) => Array.from({ length: 24 }, () => ({ catalogRevision: revision }));

    expect(await productTotal(criteria, fullPage('7'), counts, run)).toBe(120);
    expect(await productTotal(criteria, fullPage('7'), counts, run)).toBe(120);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await productTotal(criteria, fullPage('8'), counts, run)).toBe(121);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its bound of counts, dropping the oldest', () => {
    const counts = new ProductCountCache(2);
    counts.set('a', '1', 10);
    counts.set('b', '1', 20);
    counts.set('c', '1', 30);
    expect(counts.get('a', '1')).toBeUndefined();
    expect(counts.get('b', '1')).toBe(20);
    expect(counts.get('c', '1')).toBe(30);
  });
});
