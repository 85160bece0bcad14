import { isNavItemActive } from './nav-items';

describe('isNavItemActive', () => {
  it('highlights Home only on /', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/products', '/')).toBe(false);
  });

  it('highlights the section a page belongs to: Curators on /creator/…, Brands on /brand/…', () => {
    expect(isNavItemActive('/creator/mayapours', '/creators')).toBe(true);
    expect(isNavItemActive('/creators', '/creators')).toBe(true);
    expect(isNavItemActive('/brand/3f1c', '/brands')).toBe(true);
    expect(isNavItemActive('/brands', '/brands')).toBe(true);
    expect(isNavItemActive('/products/abc', '/products')).toBe(true);
    expect(isNavItemActive('/creator/mayapours', '/brands')).toBe(false);
    // The brand owner's back office (/brand) is not the public Brands section.
    expect(isNavItemActive('/brand', '/brands')).toBe(false);
  });
});
