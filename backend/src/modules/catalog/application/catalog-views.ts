import type { ProductAvailability } from '../domain/product-availability';
/** What the catalog's read handlers answer. */
import type { ProductSearch, ProductSelection } from '../domain/product-listing';

/** Amounts are cents here; the HTTP edge converts to dollars. */
export interface ProductVariantView {
  size: string;
  description: string | null;
  priceCents: number;
}

export interface ProductView {
  id: string;
  brandId: string;
  brand: { id: string; name: string };
  name: string;
  description: string | null;
  ingredients: string | null;
  image: string | null;
  /** The image's description (alt text, from the image spreadsheets); only on the product page (findProduct). */
  imageDescription?: string | null;
  priceCents: number;
  abv: string | null;
  size: string | null;
  upc: string | null;
  productLink: string | null;
  variants: ProductVariantView[];
  tags: string[];
  categories: string[];
  markets: string[];
  available: boolean;
  featured: boolean;
  deliveryAvailable: boolean;
  shippingAvailable: boolean;
  pickupAvailable: boolean;
  deliveryTime: string;
  shippingTime: string;
  deliveryFeeCents: number;
  shippingFeeCents: number;
  freeDeliveryMinCents: number;
  freeShippingMinCents: number;
  createdAt: Date;
  /** The average of the curators' endorsement ratings, one decimal; null when none rated it. */
  rating: number | null;
  /** How many endorsements rated it. */
  ratingCount: number;
}

export interface ProductListCriteria {
  category?: string;
  brandId?: string;
  featured?: boolean;
  /** Matched as whole words and as a literal substring, ranked by relevance (see productSearch). */
  search?: ProductSearch;
  /** A category page's filter chip (see PRODUCT_SELECTIONS). */
  selection?: ProductSelection;
  limit: number;
  offset: number;
}

export interface ProductPage {
  items: ProductView[];
  /** Products matching the criteria, ignoring limit and offset. */
  total: number;
}

export interface ProductThumbnailView {
  id: string;
  name: string;
  image: string | null;
  categories: string[];
}

export interface BrandView {
  id: string;
  name: string;
  logo: string | null;
  images: string[];
  /** Descriptions (alt text) of the logo and list images that have one, by image path. */
  imageDescriptions: Record<string, string>;
  blurb: string | null;
  description: string | null;
  website: string | null;
  categories: string[];
  tags: string[];
  country: string | null;
  verified: boolean;
  productCount: number;
  /** Distinct creators who endorsed at least one of the brand's products. */
  recommendedByCount: number;
  productThumbnails: ProductThumbnailView[];
  createdAt: Date;
}

/** What cart and checkout need to price an item and check that it can reach an address. */
export interface PurchasableProduct {
  id: string;
  brandId: string;
  name: string;
  image: string | null;
  priceCents: number;
  variants: ProductVariantView[];
  /** The first category is the primary one; the state rules read the kind of alcohol from them. */
  categories: string[];
  markets: string[];
  available: boolean;
  deliveryAvailable: boolean;
  shippingAvailable: boolean;
  pickupAvailable: boolean;
  deliveryTime: string;
  shippingTime: string;
  deliveryFeeCents: number;
  shippingFeeCents: number;
  freeDeliveryMinCents: number;
  freeShippingMinCents: number;
}

/** A row of the back office's product table: name, brand, first category, price, delivery, availability. */
export interface ProductTableRow {
  id: string;
  name: string;
  brandName: string;
  firstCategory: string | null;
  priceCents: number;
  deliveryAvailable: boolean;
  availability: ProductAvailability;
  createdAt: Date;
}

export interface CatalogCounts {
  brands: number;
  products: number;
}
