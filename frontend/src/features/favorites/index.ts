// Part of the shared kernel (with auth and address): any feature may show a favorite heart or read the
// signed-in shopper's favorites through this file.
export { favoriteProductsQueryKey, useFavoriteProducts, useProductFavorite } from './api/product-favorites';
export { favoriteBrandsQueryKey, useBrandFavorite, useFavoriteBrands } from './api/brand-favorites';
export { ProductFavoriteButton } from './components/product-favorite-button';
export { FavoritesButton } from './components/favorites-button';
