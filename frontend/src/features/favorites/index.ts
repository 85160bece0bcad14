export { favoriteProductsQueryKey, useFavoriteProducts, useProductFavorite } from './api/product-favorites';
export { favoriteBrandsQueryKey, useBrandFavorite, useFavoriteBrands } from './api/brand-favorites';
