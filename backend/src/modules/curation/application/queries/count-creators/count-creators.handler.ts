import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { CountCreatorsQuery } from './count-creators.query';

@QueryHandler(CountCreatorsQuery)
export class CountCreatorsHandler implements IQueryHandler<CountCreatorsQuery, number> {
  constructor(@Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel) {}

  execute(): Promise<number> {
    return this.curation.countCreators();
  }
}
