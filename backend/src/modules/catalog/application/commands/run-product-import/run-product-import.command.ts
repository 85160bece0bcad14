import { Command } from '@nestjs/cqrs';
import type { ProductImportResult } from '../../../domain/product-import/product-import-tally';
import type { ImportProductsJobPayload } from '../../product-import-job';
import type { ImportJobControls } from '../../import-pipeline/import-pipeline';

export type { ImportJobControls } from '../../import-pipeline/import-pipeline';


/** Imports (or dry-runs) one stored product CSV; run by the worker for the import job. */
export class RunProductImportCommand extends Command<ProductImportResult> {
  constructor(
    readonly payload: ImportProductsJobPayload,
    readonly controls: ImportJobControls,
  ) {
    super();
  }
}
