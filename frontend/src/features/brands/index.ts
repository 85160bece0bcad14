export type { Brand, BrandFilter, BrandListItem } from './api/types';
export { loadBrandList, loadBrandPage } from './api/route-loaders';
export { parseBrandsSearch, type BrandsSearch } from './lib/brands-search';
export { BrandFilterChips } from './components/brand-filter-chips';
export { BrandList } from './components/brand-list';
export { BrandNotFound, BrandPage } from './components/brand-page';
