/**
 * The catalog's shapes as the pages use them. They mirror the API's product DTO (seed 000 §3, in
 * dollars, plus `brand` and, when asked with `state=`, the per-state availability).
 */
export type FulfillmentType = 'delivery' | 'shipping';

export interface ProductVariant {
  size: string;
  description?: string | null;
  price: number;
}

export interface ProductBrandRef {
  id: string;
  name: string;
}

export interface Product {
  id: string;
  brandId: string;
  brand: ProductBrandRef;
  name: string;
  description?: string | null;
  ingredients?: string | null;
  image?: string | null;
  price: number;
  abv?: string | null;
  size?: string | null;
  variants: ProductVariant[];
  tags: string[];
  categories: string[];
  markets?: string[] | null;
  available: boolean;
  featured: boolean;
  deliveryAvailable: boolean;
  shippingAvailable: boolean;
  deliveryTime: string;
  shippingTime: string;
  availableInState?: boolean;
  deliveryInState?: boolean;
  shippingInState?: boolean;
  /** Alcohol cannot be sold to the asked state at all (UT, MS, AL). */
  stateRestricted?: boolean;
  /** Why the product cannot be bought for the asked state, when it cannot. */
  unavailableReason?: string | null;
}

/** What a product card needs; feed and recommendation payloads carry at least this much. */
export type ProductCardData = Pick<Product, 'id' | 'name' | 'image' | 'price' | 'categories'> &
  Partial<Pick<Product, 'description' | 'brand' | 'abv' | 'size' | 'available'>>;
