import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreatorView, CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { FindCreatorsByIdsQuery } from './find-creators-by-ids.query';

@QueryHandler(FindCreatorsByIdsQuery)
export class FindCreatorsByIdsHandler implements IQueryHandler<FindCreatorsByIdsQuery, (CreatorView & { endorsedCategories: string[] })[]> {
  constructor(@Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel) {}

  execute({ ids }: FindCreatorsByIdsQuery): Promise<(CreatorView & { endorsedCategories: string[] })[]> {
    if (ids !== null && ids.length === 0) return Promise.resolve([]);
    return this.curation.findCreatorsWithCategories(ids);
  }
}
