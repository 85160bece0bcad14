import { Query } from '@nestjs/cqrs';
import type { CreatorCollectionView } from '../../ports/curation-read-model.port';

export class ListCreatorCollectionsQuery extends Query<CreatorCollectionView[]> {
  constructor(readonly creatorId: string) {
    super();
  }
}
