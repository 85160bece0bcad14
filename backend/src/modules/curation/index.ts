export { CreatorEntity } from './adapters/persistence/creator.entity';
export { EndorsementEntity } from './adapters/persistence/endorsement.entity';
export { CohortEntity } from './adapters/persistence/cohort.entity';
export { FollowEntity } from './adapters/persistence/follow.entity';
export { FavoriteEntity, BrandFavoriteEntity } from './adapters/persistence/favorite.entity';
export {
  CreatorCollectionEntity,
  UserCollectionEntity,
  UserCollectionItemEntity,
} from './adapters/persistence/collection.entity';
export { CurationModule } from './curation.module';
