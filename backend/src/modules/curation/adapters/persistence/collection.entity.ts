import { Check, Collection, Entity, Index, ManyToOne, OneToMany, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { CreatorEntity } from './creator.entity';

/**
 * One model for every collection (docs/decisions/modules-and-data.md, "Each module owns its data"): a creator's collection on the creator page
 * (creator set) or a signed-in user's own collection on the profile (userId set), exactly one of
 * the two. Its products are ordered rows of collection_items.
 */
@Entity({ tableName: 'collections' })
@Check({ name: 'collections_one_owner', expression: '(creator_id is null) <> (user_id is null)' })
export class CollectionEntity extends BaseEntity {
  @ManyToOne(() => CreatorEntity, { nullable: true, deleteRule: 'cascade' })
  @Index()
  creator?: CreatorEntity | null;

  /** The owning account (identity's user id) of a profile collection. */
  @Property({ type: 'uuid', nullable: true })
  @Index()
  userId?: string | null;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Profile collections are private until shared; a creator's collections are on a public page. */
  @Property({ type: 'boolean', default: false })
  isPublic: boolean & Opt = false;

  @OneToMany(() => CollectionItemEntity, (item) => item.collection)
  items = new Collection<CollectionItemEntity>(this);
}

/** A product in a collection, at its place in the owner's order (1 first). */
@Entity({ tableName: 'collection_items' })
@Unique({ name: 'collection_items_collection_product_unique', properties: ['collection', 'productId'] })
export class CollectionItemEntity extends BaseEntity {
  @ManyToOne(() => CollectionEntity, { deleteRule: 'cascade' })
  collection!: CollectionEntity;

  /** A catalog product, kept as an id: a product that leaves the catalog drops out of the lists. */
  @Property({ type: 'uuid' })
  productId!: string;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  addedAt: Date & Opt = new Date();
}
