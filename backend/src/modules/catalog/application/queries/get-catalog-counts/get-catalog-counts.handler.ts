import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import type { CatalogCounts } from '../../catalog-views';
import { GetCatalogCountsQuery } from './get-catalog-counts.query';

const COUNTS = sqlStatement(
  'catalog.counts',
  'select (select count(*) from brands)::int as brands, (select count(*) from products)::int as products',
  z.object({ brands: z.number(), products: z.number() }),
);

@QueryHandler(GetCatalogCountsQuery)
export class GetCatalogCountsHandler implements IQueryHandler<GetCatalogCountsQuery, CatalogCounts> {
  constructor(private readonly sql: Sql) {}

  execute(): Promise<CatalogCounts> {
    return this.sql.one(COUNTS);
  }
}
