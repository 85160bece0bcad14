import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCatalogCountsQuery } from '../../../../catalog';
import { CountCreatorsQuery } from '../../../../curation';
import { CountUsersQuery } from '../../../../identity';
import { AdminStats, GetAdminStatsQuery } from './get-admin-stats.query';

/** The admin area owns no users, creators, brands or products: each owner counts its own table. */
@QueryHandler(GetAdminStatsQuery)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStatsQuery, AdminStats> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(): Promise<AdminStats> {
    const [totalUsers, activeCurators, catalog] = await Promise.all([
      this.queryBus.execute(new CountUsersQuery()),
      this.queryBus.execute(new CountCreatorsQuery()),
      this.queryBus.execute(new GetCatalogCountsQuery()),
    ]);
    return { totalUsers, activeCurators, partnerBrands: catalog.brands, totalProducts: catalog.products };
  }
}
