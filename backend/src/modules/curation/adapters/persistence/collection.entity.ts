import { Entity, Index, ManyToOne, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { ProductEntity } from '../../../catalog';
import { UserEntity } from '../../../identity';
import { CreatorEntity } from './creator.entity';

/** A creator's own collection shown on the curator page. */
@Entity({ tableName: 'collections' })
export class CreatorCollectionEntity extends BaseEntity {
  @ManyToOne(() => CreatorEntity, { deleteRule: 'cascade' })
  @Index()
  creator!: CreatorEntity;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'uuid[]', columnType: 'uuid[]', default: '{}' })
  productIds: string[] & Opt = [];
}

/** A signed-in user's own collection on the profile page. */
@Entity({ tableName: 'user_collections' })
export class UserCollectionEntity extends BaseEntity {
  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  @Index()
  user!: UserEntity;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'boolean', default: false })
  isPublic: boolean & Opt = false;
}

@Entity({ tableName: 'user_collection_items' })
@Unique({ name: 'user_collection_items_collection_product_unique', properties: ['collection', 'product'] })
export class UserCollectionItemEntity extends BaseEntity {
  @ManyToOne(() => UserCollectionEntity, { deleteRule: 'cascade' })
  collection!: UserCollectionEntity;

  @ManyToOne(() => ProductEntity, { deleteRule: 'cascade' })
  product!: ProductEntity;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  addedAt: Date & Opt = new Date();
}
