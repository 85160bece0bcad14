import { Entity, Index, ManyToOne, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { BrandEntity, ProductEntity } from '../../../catalog';
import { UserEntity } from '../../../identity';

@Entity({ tableName: 'favorites' })
@Unique({ name: 'favorites_user_product_unique', properties: ['user', 'product'] })
@Index({ name: 'favorites_product_created_at_index', properties: ['product', 'createdAt'] })
export class FavoriteEntity extends BaseEntity {
  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  user!: UserEntity;

  @ManyToOne(() => ProductEntity, { deleteRule: 'cascade' })
  product!: ProductEntity;
}

@Entity({ tableName: 'brand_favorites' })
@Unique({ name: 'brand_favorites_user_brand_unique', properties: ['user', 'brand'] })
export class BrandFavoriteEntity extends BaseEntity {
  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  user!: UserEntity;

  @ManyToOne(() => BrandEntity, { deleteRule: 'cascade' })
  @Index()
  brand!: BrandEntity;
}
