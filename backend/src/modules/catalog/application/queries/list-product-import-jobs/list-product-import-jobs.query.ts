import { Query } from '@nestjs/cqrs';
import type { ImportJobView } from '../../product-import-job';

/** The most recent import jobs, newest first. */
export class ListProductImportJobsQuery extends Query<ImportJobView[]> {
  constructor(readonly limit: number) {
    super();
  }
}
