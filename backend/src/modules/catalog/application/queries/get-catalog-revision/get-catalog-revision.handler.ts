import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CATALOG_READ_MODEL, CatalogReadModel } from '../../ports/catalog-read-model.port';
import { GetCatalogRevisionQuery } from './get-catalog-revision.query';

@QueryHandler(GetCatalogRevisionQuery)
export class GetCatalogRevisionHandler implements IQueryHandler<GetCatalogRevisionQuery, string> {
  constructor(@Inject(CATALOG_READ_MODEL) private readonly catalog: CatalogReadModel) {}

  execute(): Promise<string> {
    return this.catalog.catalogRevision();
  }
}
