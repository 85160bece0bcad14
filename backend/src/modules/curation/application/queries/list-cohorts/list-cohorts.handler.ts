import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CohortView, CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { ListCohortsQuery } from './list-cohorts.query';

@QueryHandler(ListCohortsQuery)
export class ListCohortsHandler implements IQueryHandler<ListCohortsQuery, CohortView[]> {
  constructor(@Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel) {}

  execute({ featured }: ListCohortsQuery): Promise<CohortView[]> {
    return this.curation.listCohorts({ featured });
  }
}
