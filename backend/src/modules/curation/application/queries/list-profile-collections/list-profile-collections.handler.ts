import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PROFILE_COLLECTIONS, ProfileCollections, ProfileCollectionView } from '../../ports/profile-collections.port';
import { ListProfileCollectionsQuery } from './list-profile-collections.query';

@QueryHandler(ListProfileCollectionsQuery)
export class ListProfileCollectionsHandler implements IQueryHandler<ListProfileCollectionsQuery, ProfileCollectionView[]> {
  constructor(@Inject(PROFILE_COLLECTIONS) private readonly collections: ProfileCollections) {}

  execute({ userId }: ListProfileCollectionsQuery): Promise<ProfileCollectionView[]> {
    return this.collections.list(userId);
  }
}
