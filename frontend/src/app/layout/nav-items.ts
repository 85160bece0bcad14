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

/** Home is active only on exactly "/", every other item by path prefix (storefront spec §2). */
export function isNavItemActive(pathname: string, to: NavItem['to']): boolean {
  return to === '/' ? pathname === '/' : pathname.startsWith(to);
}
