import { Command } from '@nestjs/cqrs';
import type { ImportJobView } from '../../product-import-job';

/** An admin stops an import: a waiting job is dropped, a running one stops after its current batch. */
export class CancelProductImportCommand extends Command<ImportJobView> {
  constructor(readonly jobId: string) {
    super();
  }
}
