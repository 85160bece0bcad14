import { Query } from '@nestjs/cqrs';
import type { CatalogCounts } from '../../catalog-views';

/** How many brands and products the catalog holds (the admin area's stat cards). */
export class GetCatalogCountsQuery extends Query<CatalogCounts> {}
