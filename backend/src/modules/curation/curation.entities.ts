/** The tables curation maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { CohortEntity } from './adapters/persistence/cohort.entity';
import { CollectionEntity, CollectionItemEntity } from './adapters/persistence/collection.entity';
import { CreatorEntity } from './adapters/persistence/creator.entity';
import { EndorsementEntity } from './adapters/persistence/endorsement.entity';
import { BrandFavoriteEntity, FavoriteEntity } from './adapters/persistence/favorite.entity';
import { FollowEntity } from './adapters/persistence/follow.entity';
import { UserProfileEntity } from './adapters/persistence/user-profile.entity';

export const CURATION_ENTITIES = [
  CreatorEntity,
  EndorsementEntity,
  CohortEntity,
  FollowEntity,
  FavoriteEntity,
  BrandFavoriteEntity,
  CollectionEntity,
  CollectionItemEntity,
  UserProfileEntity,
];
