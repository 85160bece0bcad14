import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';

@Entity({ tableName: 'favorites' })
@Unique({ name: 'favorites_user_product_unique', properties: ['userId', 'productId'] })
@Index({ name: 'favorites_product_created_at_index', properties: ['productId', 'createdAt'] })
export class FavoriteEntity extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  /** A catalog product (read through catalog_products_v). */
  @Property({ type: 'uuid' })
  productId!: string;
}

@Entity({ tableName: 'brand_favorites' })
@Unique({ name: 'brand_favorites_user_brand_unique', properties: ['userId', 'brandId'] })
export class BrandFavoriteEntity extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  /** A catalog brand (read through catalog_brands_v). */
  @Property({ type: 'uuid' })
  @Index()
  brandId!: string;
}
