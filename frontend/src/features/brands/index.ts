export { loadBrandList, loadBrandPage } from './api/route-loaders';
export { parseBrandsSearch } from './lib/brands-search';
export { BrandNotFound, BrandPage } from './components/brand-page';
export { BrandsPage } from './components/brands-page';
