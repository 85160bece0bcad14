import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PUBLIC_COLLECTIONS, PublicCollections, PublicCollectionView } from '../../ports/public-collections.port';
import { ListPublicCollectionsQuery } from './list-public-collections.query';

@QueryHandler(ListPublicCollectionsQuery)
export class ListPublicCollectionsHandler implements IQueryHandler<ListPublicCollectionsQuery, PublicCollectionView[]> {
  constructor(@Inject(PUBLIC_COLLECTIONS) private readonly collections: PublicCollections) {}

  execute({ userId }: ListPublicCollectionsQuery): Promise<PublicCollectionView[]> {
    return this.collections.listPublic(userId);
  }
}
