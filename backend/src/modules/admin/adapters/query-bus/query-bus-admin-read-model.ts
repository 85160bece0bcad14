import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetCatalogCountsQuery, ListProductRowsQuery } from '../../../catalog';
import { CountCreatorsQuery } from '../../../curation';
import { CountUsersQuery } from '../../../identity';
import type { AdminProductRow, AdminReadModel, AdminStats } from '../../application/ports/admin-read-model.port';

/**
 * The admin area owns no users, creators, brands or products: it asks their owners (identity,
 * curation, catalog) through the QueryBus, each counting or paging in its own SQL.
 */
@Injectable()
export class QueryBusAdminReadModel implements AdminReadModel {
  constructor(private readonly queryBus: QueryBus) {}

  async stats(): Promise<AdminStats> {
    const [totalUsers, activeCurators, catalog] = await Promise.all([
      this.queryBus.execute(new CountUsersQuery()),
      this.queryBus.execute(new CountCreatorsQuery()),
      this.queryBus.execute(new GetCatalogCountsQuery()),
    ]);
    return { totalUsers, activeCurators, partnerBrands: catalog.brands, totalProducts: catalog.products };
  }

  async products({ offset, limit }: { offset: number; limit: number }): Promise<{ items: AdminProductRow[]; total: number }> {
    const { items, total } = await this.queryBus.execute(new ListProductRowsQuery(offset, limit));
    return {
      items: items.map(({ deliveryAvailable, ...row }) => ({ ...row, availableForDelivery: deliveryAvailable })),
      total,
    };
  }
}
