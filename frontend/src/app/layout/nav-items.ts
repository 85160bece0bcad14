export interface NavItem {
  label: string;
  to: '/' | '/feed' | '/creators' | '/brands' | '/categories' | '/products';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Feed', to: '/feed' },
  { label: 'Curators', to: '/creators' },
  { label: 'Brands', to: '/brands' },
  { label: 'Categories', to: '/categories' },
  { label: 'Products', to: '/products' },
];

/**
 * Pages of a section whose paths do not start with the item's own path: a curator's page
 * (/creator/{handle}) belongs to Curators, a brand's page (/brand/{id}) to Brands.
 */
const SECTION_PREFIXES: Partial<Record<NavItem['to'], readonly string[]>> = {
  '/creators': ['/creator/'],
  '/brands': ['/brand/'],
};

/**
 * Home is active only on exactly "/", every other item by path prefix (the storefront specification's rule), its
 * section's other pages included.
 */
export function isNavItemActive(pathname: string, to: NavItem['to']): boolean {
  if (to === '/') return pathname === '/';
  return pathname.startsWith(to) || (SECTION_PREFIXES[to] ?? []).some((prefix) => pathname.startsWith(prefix));
}
