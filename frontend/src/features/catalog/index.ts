export type { Product, ProductCardData, ProductVariant } from './api/types';
export { useProductFavorite, type FavoriteToggle } from './api/use-product-favorite';
export { useProductPurchase, type ProductPurchase } from './api/use-product-purchase';
export {
  CATEGORY_SLUG_PATTERN,
  categoryEmoji,
  categoryLabel,
  CATEGORY_PAGES,
  FEATURED_CATEGORY_SLUGS,
  findCategoryPage,
  UNKNOWN_CATEGORY_TITLE,
} from './lib/categories';
export { truncate } from './lib/format';
export { addToCartFulfillment, fulfillmentOptions, purchasableOptions, type FulfillmentOption } from './lib/fulfillment';
export { CatalogProductCard, type CatalogLayout } from './components/catalog-product-card';
export { CatalogToolbar } from './components/catalog-toolbar';
export { FeaturedProductCard } from './components/featured-product-card';
export { ProductDetail } from './components/product-detail';
export { ProductFavoriteButton } from './components/product-favorite-button';
export { ProductGridSkeleton } from './components/product-grid-skeleton';
export { ProductImage } from './components/product-image';
export { PurchaseOptions } from './components/purchase-options';
export { RelatedProducts } from './components/related-products';
export { StateAvailability } from './components/state-availability';
export { CategoryProductCard } from './components/category-product-card';
export {
  CATALOG_PAGE_SIZE,
  isProductId,
  MIN_SEARCH_LENGTH,
  pageCount,
  parseCatalogSearch,
  searchForApi,
  type CatalogSearch,
} from './lib/catalog-search';
export { productPageQueryOptions, TOTAL_COUNT_HEADER, useProductPage, type ProductPage } from './api/list-products';
export { productQueryOptions, productRecommendationsQueryOptions, useProduct, useProductRecommendations } from './api/get-product';
