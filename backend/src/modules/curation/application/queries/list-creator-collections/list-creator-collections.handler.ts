import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreatorNotFoundError } from '../../../domain/curation-read.errors';
import { CreatorCollectionView, CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { ListCreatorCollectionsQuery } from './list-creator-collections.query';

@QueryHandler(ListCreatorCollectionsQuery)
export class ListCreatorCollectionsHandler implements IQueryHandler<ListCreatorCollectionsQuery, CreatorCollectionView[]> {
  constructor(@Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel) {}

  async execute({ creatorId }: ListCreatorCollectionsQuery): Promise<CreatorCollectionView[]> {
    const collections = await this.curation.listCreatorCollections(creatorId);
    if (!collections) throw new CreatorNotFoundError(`the id ${creatorId}`);
    return collections;
  }
}
