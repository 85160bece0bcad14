import { Entity, Index, ManyToOne, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { UserEntity } from '../../../identity';
import { CreatorEntity } from './creator.entity';

@Entity({ tableName: 'follows' })
@Unique({ name: 'follows_shopper_creator_unique', properties: ['shopper', 'creator'] })
export class FollowEntity extends BaseEntity {
  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  shopper!: UserEntity;

  @ManyToOne(() => CreatorEntity, { deleteRule: 'cascade' })
  @Index()
  creator!: CreatorEntity;
}
