export { brandQueryOptions, brandsQueryOptions, useBrand, useBrands } from './api/brands';
export { BRAND_FILTERS, isBrandFilter, type Brand, type BrandFilter, type BrandListItem } from './api/types';
export { useBrandFavorite } from './api/use-brand-favorite';
export { BrandCard } from './components/brand-card';
export { BrandFilterChips } from './components/brand-filter-chips';
export { BrandHero } from './components/brand-hero';
export { BrandProductCard } from './components/brand-product-card';
