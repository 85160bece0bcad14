import { Check, Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { CreatorEntity } from './creator.entity';

/** A creator's recommendation of a product: the feed's unit. */
@Entity({ tableName: 'endorsements' })
@Index({ name: 'endorsements_created_at_index', properties: ['createdAt'] })
@Index({ name: 'endorsements_creator_created_at_index', properties: ['creator', 'createdAt'] })
@Check({ name: 'endorsements_rating_range', expression: 'rating is null or (rating >= 1 and rating <= 5)' })
export class EndorsementEntity extends BaseEntity {
  @ManyToOne(() => CreatorEntity, { deleteRule: 'cascade' })
  creator!: CreatorEntity;

  /** A catalog product (read through catalog_products_v). */
  @Property({ type: 'uuid' })
  @Index()
  productId!: string;

  @Property({ type: 'text', nullable: true })
  review?: string | null;

  @Property({ type: 'smallint', nullable: true })
  rating?: number | null;
}
