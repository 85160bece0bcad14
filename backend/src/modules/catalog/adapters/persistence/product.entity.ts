import { Check, Entity, Index, ManyToOne, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { cents, jsonb, textArray } from '../../../../shared/infrastructure/database/column-types';
import { BrandEntity } from './brand.entity';

export interface ProductVariant {
  size: string;
  description?: string | null;
  priceCents: number;
}

@Entity({ tableName: 'products' })
@Unique({ name: 'products_brand_id_name_unique', properties: ['brand', 'name'] })
@Index({ name: 'products_featured_index', properties: ['featured', 'createdAt'] })
@Index({ name: 'products_created_at_index', properties: ['createdAt'] })
@Index({ name: 'products_created_at_id_index', expression: 'create index "products_created_at_id_index" on "products" ("created_at" desc, "id" desc)' })
// Substring search (pg_trgm, migration 20261122063637): see catalog/adapters/persistence/product-listing.sql.ts.
@Index({ name: 'products_name_trgm', expression: 'create index "products_name_trgm" on "products" using gin (lower("name") gin_trgm_ops)' })
@Index({ name: 'products_description_trgm', expression: 'create index "products_description_trgm" on "products" using gin (lower("description") gin_trgm_ops)' })
@Check({ name: 'products_money_non_negative', expression: 'price_cents >= 0 and delivery_fee_cents >= 0 and shipping_fee_cents >= 0 and free_delivery_min_cents >= 0 and free_shipping_min_cents >= 0' })
export class ProductEntity extends BaseEntity {
  @ManyToOne(() => BrandEntity, { deleteRule: 'cascade' })
  @Index()
  brand!: BrandEntity;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', nullable: true })
  ingredients?: string | null;

  @Property({ type: 'text', nullable: true })
  image?: string | null;

  @Property(cents())
  priceCents!: number;

  @Property({ type: 'string', length: 20, nullable: true })
  abv?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  size?: string | null;

  /** Bulk uploads key a row by its UPC when the file has one. */
  @Property({ type: 'string', length: 32, nullable: true })
  @Unique()
  upc?: string | null;

  @Property({ type: 'text', nullable: true })
  productLink?: string | null;

  @Property({ ...jsonb, default: '[]' })
  variants: ProductVariant[] & Opt = [];

  @Property({ ...textArray, default: '{}' })
  tags: string[] & Opt = [];

  /** More images besides `image` (the universal spreadsheet's non-primary product images). */
  @Property({ ...textArray, default: '{}' })
  images: string[] & Opt = [];

  @Property({ type: 'string', length: 100, nullable: true })
  alcPayOfferId?: string | null;

  /** The first category is the primary one. */
  @Property({ ...textArray, default: '{}' })
  @Index({ name: 'products_categories_gin', type: 'gin' })
  categories: string[] & Opt = [];

  /** Upper-case state codes the product may ship to; empty means everywhere it is legal. */
  @Property({ ...textArray, default: '{}' })
  markets: string[] & Opt = [];

  @Property({ type: 'boolean', default: true })
  available: boolean & Opt = true;

  @Property({ type: 'boolean', default: false })
  featured: boolean & Opt = false;

  @Property({ type: 'boolean', default: true })
  deliveryAvailable: boolean & Opt = true;

  @Property({ type: 'boolean', default: true })
  shippingAvailable: boolean & Opt = true;

  @Property({ type: 'boolean', default: false })
  pickupAvailable: boolean & Opt = false;

  @Property({ type: 'string', length: 50, default: '2-4 hours' })
  deliveryTime: string & Opt = '2-4 hours';

  @Property({ type: 'string', length: 50, default: '2-3 days' })
  shippingTime: string & Opt = '2-3 days';

  @Property(cents(499))
  deliveryFeeCents: number & Opt = 499;

  @Property(cents(899))
  shippingFeeCents: number & Opt = 899;

  @Property(cents(3500))
  freeDeliveryMinCents: number & Opt = 3500;

  @Property(cents(7500))
  freeShippingMinCents: number & Opt = 7500;
}
