import type { EntityManager } from '@mikro-orm/core';
import type { CreatorCollectionView, CohortView, CreatorView } from '../application/ports/curation-read-model.port';
import type { UserProfile } from '../domain/user-profile';
import { CohortEntity } from '../adapters/persistence/cohort.entity';
import { CollectionEntity, CollectionItemEntity } from '../adapters/persistence/collection.entity';
import { CreatorEntity } from '../adapters/persistence/creator.entity';
import { EndorsementEntity } from '../adapters/persistence/endorsement.entity';
import { BrandFavoriteEntity, FavoriteEntity } from '../adapters/persistence/favorite.entity';
import { FollowEntity } from '../adapters/persistence/follow.entity';
import { UserProfileEntity } from '../adapters/persistence/user-profile.entity';

export interface DemoCreatorRow extends Omit<CreatorView, 'id' | 'heroImage' | 'userId'> {
  heroImage: string | null;
  ownerUserId: string | null;
  isVerified: boolean;
  utmCode: string;
}

/** Curation's part of the demo shop; creators are named by handle, everything else by id. */
export interface DemoCurationData {
  profiles: Array<Omit<UserProfile, 'pageLayout'>>;
  creators: DemoCreatorRow[];
  endorsements: Array<{ creatorHandle: string; productId: string; review: string; rating: number; createdAt: Date }>;
  cohorts: Array<Omit<CohortView, 'id'> & { filterRules: Record<string, unknown> }>;
  collections: Array<Pick<CreatorCollectionView, 'name' | 'description' | 'productIds' | 'createdAt'> & { creatorHandle: string }>;
  follows: Array<{ shopperId: string; creatorHandle: string; createdAt: Date }>;
  favorites: Array<{ userId: string; productId: string; createdAt: Date }>;
  brandFavorites: Array<{ userId: string; brandId: string; createdAt: Date }>;
}

/** Adds curation's demo rows to the caller's unit of work `tx` (the caller flushes); answers the creator ids by handle. */
export function writeDemoCuration(tx: EntityManager, data: DemoCurationData): Map<string, string> {
  for (const profile of data.profiles) tx.create(UserProfileEntity, profile);

  const creators = new Map<string, CreatorEntity>();
  for (const { ownerUserId, ...creator } of data.creators) {
    creators.set(creator.handle, tx.create(CreatorEntity, { ...creator, userId: ownerUserId }));
  }
  const creator = (handle: string) => {
    const found = creators.get(handle);
    if (!found) throw new Error(`Demo data refers to an unknown creator: ${handle}`);
    return found;
  };

  for (const { creatorHandle, ...endorsement } of data.endorsements) {
    tx.create(EndorsementEntity, { ...endorsement, creator: creator(creatorHandle), updatedAt: endorsement.createdAt });
  }
  for (const cohort of data.cohorts) tx.create(CohortEntity, { ...cohort, active: true });
  for (const { creatorHandle, productIds, ...collection } of data.collections) {
    // A creator's collections sit on a public page.
    const saved = tx.create(CollectionEntity, { ...collection, creator: creator(creatorHandle), isPublic: true });
    productIds.forEach((productId, index) => tx.create(CollectionItemEntity, { collection: saved, productId, position: index + 1, addedAt: collection.createdAt }));
  }
  for (const { creatorHandle, ...follow } of data.follows) tx.create(FollowEntity, { ...follow, creator: creator(creatorHandle) });
  for (const favorite of data.favorites) tx.create(FavoriteEntity, favorite);
  for (const favorite of data.brandFavorites) tx.create(BrandFavoriteEntity, favorite);
  return new Map([...creators].map(([handle, entity]) => [handle, entity.id]));
}
