import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ADMIN_READ_MODEL, AdminReadModel, AdminStats } from '../../ports/admin-read-model.port';
import { GetAdminStatsQuery } from './get-admin-stats.query';

@QueryHandler(GetAdminStatsQuery)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStatsQuery, AdminStats> {
  constructor(@Inject(ADMIN_READ_MODEL) private readonly readModel: AdminReadModel) {}

  execute(): Promise<AdminStats> {
    return this.readModel.stats();
  }
}
