import { formatFollowers, pluralize, pluralNoun, truncate } from './text';

describe('text', () => {
  it('puts the noun in the number the count needs', () => {
    expect(pluralize(1, 'product')).toBe('1 product');
    expect(pluralize(0, 'error')).toBe('0 errors');
    expect(pluralize(3, 'category', 'categories')).toBe('3 categories');
    expect(pluralNoun(1, 'image')).toBe('image');
    expect(pluralNoun(1_234, 'product')).toBe('products');
  });

  it('writes follower counts compact, in the right number', () => {
    expect(formatFollowers(0)).toBe('0 followers');
    expect(formatFollowers(1)).toBe('1 follower');
    expect(formatFollowers(950)).toBe('950 followers');
    expect(formatFollowers(126_005)).toBe('126K followers');
    expect(formatFollowers(1_200)).toBe('1.2K followers');
  });

  it('cuts long text with an ellipsis', () => {
    expect(truncate('Ember & Oak Straight Rye', 11)).toBe('Ember & Oak...');
    expect(truncate('Rye', 11)).toBe('Rye');
  });
});
