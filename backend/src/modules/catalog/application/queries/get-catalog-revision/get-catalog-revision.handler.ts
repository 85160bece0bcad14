import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { FreshSharedRead } from '../../../../../shared/application/fresh-shared-read';
import { LagTolerantSql, sqlStatement } from '../../../../../shared/application/sql';
import { CATALOG_REVISION_STATEMENT } from '../list-products/product-listing.sql';
import { GetCatalogRevisionQuery } from './get-catalog-revision.query';

const CATALOG_REVISION = sqlStatement('catalog.revision', CATALOG_REVISION_STATEMENT.text, z.object({ revision: z.string() }), { prepared: true });

/**
 * A counter that moves, in the writing transaction, with every write to products or brands: an
 * answer derived from the catalog stays exact while the revision it was read at is still current.
 */
@QueryHandler(GetCatalogRevisionQuery)
export class GetCatalogRevisionHandler implements IQueryHandler<GetCatalogRevisionQuery, string> {
  /** Read on every listing request (see ProductPageCache): concurrent requests share fresh reads. */
  private readonly revision = new FreshSharedRead(async () => (await this.sql.one(CATALOG_REVISION)).revision);

  constructor(private readonly sql: LagTolerantSql) {}

  execute(): Promise<string> {
    return this.revision.get();
  }
}
