export type { Product, ProductCardData, ProductVariant } from './api/types';
export type { FavoriteToggle } from './api/use-product-favorite';
export { productPageQueryOptions, useProductPage } from './api/list-products';
export { loadCatalogPage, loadCategoryPage, loadProductDetail } from './api/route-loaders';
export { CATEGORY_PAGES, categoryEmoji, featuredCategoryPages } from './lib/categories';
export {
  parseCatalogSearch,
  parsePageSearch,
  productPageParams,
  type CatalogSearch,
  type PageSearch,
} from './lib/catalog-search';
export { CategoryProductsPage } from './components/category-products-page';
export { FeaturedProductCard } from './components/featured-product-card';
export { PagedProducts } from './components/paged-products';
export { ProductCatalog, ProductCatalogSkeleton, type CatalogSearchNavigate } from './components/product-catalog';
export { ProductFavoriteButton } from './components/product-favorite-button';
export { ProductGridSkeleton } from './components/product-grid-skeleton';
export { ProductImage } from './components/product-image';
export { ProductNotFound, ProductPage, ProductPageSkeleton } from './components/product-page';
