import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import type { ProfileCollectionView } from '../../ports/profile-collections.port';
import { PROFILE_COLLECTIONS_OF } from '../profile-collection-views';
import { ListProfileCollectionsQuery } from './list-profile-collections.query';

@QueryHandler(ListProfileCollectionsQuery)
export class ListProfileCollectionsHandler implements IQueryHandler<ListProfileCollectionsQuery, ProfileCollectionView[]> {
  constructor(private readonly sql: Sql) {}

  execute({ userId }: ListProfileCollectionsQuery): Promise<ProfileCollectionView[]> {
    return this.sql.rows(PROFILE_COLLECTIONS_OF, [userId]);
  }
}
