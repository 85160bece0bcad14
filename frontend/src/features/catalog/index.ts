export { loadCatalogPage, loadCategoryPage, loadProductDetail, prefetchBrandProducts, prefetchPremiumSelections } from './api/route-loaders';
export { CategoriesPage } from './components/categories-page';
export {
  parseCatalogSearch,
  parsePageSearch,
  parseCategorySearch,
  type CatalogSearch,
  type PageSearch,
} from './lib/catalog-search';
export { CategoryProductsPage } from './components/category-products-page';
export { BrandProducts } from './components/brand-products';
export { PremiumSelections } from './components/premium-selections';
export { ProductCatalog, ProductCatalogSkeleton, type CatalogSearchNavigate } from './components/product-catalog';
export { ProductNotFound, ProductPage, ProductPageSkeleton } from './components/product-page';
export { ProductPurchaseProvider, type UseProductPurchaseActions } from './api/use-product-purchase';
export { DiscoverProducts } from './components/discover-products';
