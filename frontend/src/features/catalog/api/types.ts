import type { ProductDto, ProductVariantDto } from '@/api/generated/model';

/**
 * The catalog's shapes, as the API sends them (the specification's, in dollars, plus `brand` and, when asked
 * with `state=`, the per-state availability).
 */
export type Product = ProductDto;
export type ProductVariant = ProductVariantDto;

/** What a product card needs; feed and recommendation payloads carry at least this much. */
export type ProductCardData = Pick<Product, 'id' | 'name' | 'image' | 'price' | 'categories'> &
  Partial<Pick<Product, 'description' | 'brand' | 'abv' | 'size' | 'available'>>;
