import { Query } from '@nestjs/cqrs';
import type { PublicCollectionView } from '../../ports/public-collections.port';

/** An account's public profile collections (never its private ones), newest first: the public profile page. */
export class ListPublicCollectionsQuery extends Query<PublicCollectionView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
