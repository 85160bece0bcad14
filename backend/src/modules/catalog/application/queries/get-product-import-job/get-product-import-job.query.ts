import { Query } from '@nestjs/cqrs';
import type { ImportJobView } from '../../product-import-job';

export class GetProductImportJobQuery extends Query<ImportJobView> {
  constructor(readonly jobId: string) {
    super();
  }
}
