import type { Cents } from '../../../../shared/domain/money';

export const FAVORITES_REPOSITORY = Symbol('FAVORITES_REPOSITORY');

export interface FavoriteProductView {
  productId: string;
  name: string;
  priceCents: Cents;
  categories: string[];
  image: string | null;
  /** In stock, and how it can be fulfilled: the favorites drawer adds it to the cart by delivery, else shipping. */
  available: boolean;
  deliveryAvailable: boolean;
  shippingAvailable: boolean;
  favoritedAt: Date;
}

export interface FavoriteBrandView {
  brandId: string;
  name: string;
  logo: string | null;
  blurb: string | null;
  favoritedAt: Date;
}

/** A shopper's favorite products and brands. Adding is idempotent (one row per pair); removing an absent favorite changes nothing. */
export interface FavoritesRepository {
  productExists(productId: string): Promise<boolean>;
  brandExists(brandId: string): Promise<boolean>;
  addProduct(userId: string, productId: string): Promise<void>;
  removeProduct(userId: string, productId: string): Promise<void>;
  addBrand(userId: string, brandId: string): Promise<void>;
  removeBrand(userId: string, brandId: string): Promise<void>;
  findProduct(userId: string, productId: string): Promise<FavoriteProductView | null>;
  findBrand(userId: string, brandId: string): Promise<FavoriteBrandView | null>;
}
