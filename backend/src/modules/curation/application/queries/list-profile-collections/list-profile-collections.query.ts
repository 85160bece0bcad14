import { Query } from '@nestjs/cqrs';
import type { ProfileCollectionView } from '../../ports/profile-collections.port';

/** GET /api/user/collections: the signed-in user's own collections, private ones included, newest first. */
export class ListProfileCollectionsQuery extends Query<ProfileCollectionView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
