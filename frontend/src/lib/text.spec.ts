import { pluralize, truncate } from './text';

describe('text', () => {
  it('puts the noun in the number the count needs', () => {
    expect(pluralize(1, 'product')).toBe('1 product');
    expect(pluralize(0, 'error')).toBe('0 errors');
    expect(pluralize(3, 'category', 'categories')).toBe('3 categories');
  });

  it('cuts long text with an ellipsis', () => {
    expect(truncate('Ember & Oak Straight Rye', 11)).toBe('Ember & Oak...');
    expect(truncate('Rye', 11)).toBe('Rye');
  });
});
