import { Query } from '@nestjs/cqrs';
import type { CatalogCounts } from '../../ports/catalog-read-model.port';

/** How many brands and products the catalog holds (the admin area's stat cards). */
export class GetCatalogCountsQuery extends Query<CatalogCounts> {}
