import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { CreatorEntity } from './creator.entity';

@Entity({ tableName: 'follows' })
@Unique({ name: 'follows_shopper_creator_unique', properties: ['shopperId', 'creator'] })
export class FollowEntity extends BaseEntity {
  @Property({ type: 'uuid' })
  shopperId!: string;

  @ManyToOne(() => CreatorEntity, { deleteRule: 'cascade' })
  @Index()
  creator!: CreatorEntity;
}
