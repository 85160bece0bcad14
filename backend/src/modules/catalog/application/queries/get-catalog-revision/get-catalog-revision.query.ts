import { Query } from '@nestjs/cqrs';

/** The catalog's current revision: answers derived from the catalog are exact while it is unchanged. */
export class GetCatalogRevisionQuery extends Query<string> {}
