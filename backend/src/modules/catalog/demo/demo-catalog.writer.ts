import type { EntityManager } from '@mikro-orm/core';
import type { BrandView, ProductView } from '../application/catalog-views';
import { BrandEntity } from '../adapters/persistence/brand.entity';
import { ProductEntity } from '../adapters/persistence/product.entity';

export interface DemoBrandRow extends Pick<BrandView, 'name' | 'logo' | 'images' | 'blurb' | 'description' | 'website' | 'categories' | 'tags' | 'country' | 'verified' | 'createdAt'> {
  /** How the demo data names the brand (its slug). */
  key: string;
  ownerUserId: string | null;
}

/** A demo product; fees and times left out take the catalog's defaults. */
export type DemoProductRow = Omit<ProductView, 'id' | 'brandId' | 'brand' | 'deliveryTime' | 'shippingTime' | 'deliveryFeeCents' | 'shippingFeeCents' | 'freeDeliveryMinCents' | 'freeShippingMinCents' | 'rating' | 'ratingCount'> &
  Partial<Pick<ProductView, 'deliveryTime' | 'shippingTime' | 'deliveryFeeCents' | 'shippingFeeCents' | 'freeDeliveryMinCents' | 'freeShippingMinCents'>> & { brandKey: string };

/** Whether the catalog holds any product (the demo shop is written only into an empty one). */
export async function catalogHasProducts(em: EntityManager): Promise<boolean> {
  return (await em.count(ProductEntity, {})) > 0;
}

/** Adds the demo brands and products to the caller's unit of work `tx` (the caller flushes); answers their ids. */
export function writeDemoCatalog(
  tx: EntityManager,
  data: { brands: readonly DemoBrandRow[]; products: readonly DemoProductRow[] },
): { brandIds: Map<string, string>; productIds: Map<string, string> } {
  const brands = new Map<string, BrandEntity>();
  for (const { key, ownerUserId, ...brand } of data.brands) brands.set(key, tx.create(BrandEntity, { ...brand, userId: ownerUserId }));
  const productIds = new Map<string, string>();
  for (const { brandKey, ...product } of data.products) {
    const brand = brands.get(brandKey);
    if (!brand) throw new Error(`Demo data refers to an unknown brand: ${brandKey}`);
    productIds.set(product.name, tx.create(ProductEntity, { ...product, brand }).id);
  }
  return { brandIds: new Map([...brands].map(([key, brand]) => [key, brand.id])), productIds };
}
