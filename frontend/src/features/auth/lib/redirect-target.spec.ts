import { parseAuthSearch, safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it.each(['/orders', '/admin', '/profile?tab=sales', '/products/abc?utm_source=x#reviews'])('returns to %s', (target) => {
    expect(safeRedirectTarget(target)).toBe(target);
  });

  it.each([
    ['another site by scheme', 'https://evil.com/profile'],
    ['a protocol-relative URL', '//evil.com'],
    ['a backslash browsers read as a slash', '/\\evil.com'],
    ['a backslash later on', '/\\/evil.com'],
    ['a tab the URL parser drops', '/\t/evil.com'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'orders'],
    ['/auth itself', '/auth?redirect=/orders'],
    ['no string', 42],
    ['nothing', undefined],
  ])('sends %s home', (_what, target) => {
    expect(safeRedirectTarget(target)).toBe('/');
  });
});

describe('parseAuthSearch', () => {
  it('keeps a safe target and drops any other', () => {
    expect(parseAuthSearch({ redirect: '/orders' })).toEqual({ redirect: '/orders' });
    expect(parseAuthSearch({ redirect: '//evil.com' })).toEqual({});
    expect(parseAuthSearch({})).toEqual({});
  });
});
