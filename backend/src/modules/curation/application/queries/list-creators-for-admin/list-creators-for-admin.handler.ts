import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AdminCreatorView, CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { ListCreatorsForAdminQuery } from './list-creators-for-admin.query';

@QueryHandler(ListCreatorsForAdminQuery)
export class ListCreatorsForAdminHandler implements IQueryHandler<ListCreatorsForAdminQuery, { items: AdminCreatorView[]; total: number }> {
  constructor(@Inject(CURATION_READ_MODEL) private readonly readModel: CurationReadModel) {}

  execute({ criteria }: ListCreatorsForAdminQuery): Promise<{ items: AdminCreatorView[]; total: number }> {
    return this.readModel.listCreatorsForAdmin({ ...criteria, search: criteria.search?.trim() || undefined });
  }
}
