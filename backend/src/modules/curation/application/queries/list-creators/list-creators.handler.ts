import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreatorView, CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { ListCreatorsQuery } from './list-creators.query';

@QueryHandler(ListCreatorsQuery)
export class ListCreatorsHandler implements IQueryHandler<ListCreatorsQuery, CreatorView[]> {
  constructor(@Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel) {}

  execute({ limit, featured }: ListCreatorsQuery): Promise<CreatorView[]> {
    return this.curation.listCreators({ limit, featured });
  }
}
