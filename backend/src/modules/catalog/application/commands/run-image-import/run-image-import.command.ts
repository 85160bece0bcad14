import { Command } from '@nestjs/cqrs';
import type { ImageImportResult } from '../../../domain/image-import/image-import-tally';
import type { ImportImagesJobPayload } from '../../image-import-job';
import type { ImportJobControls } from '../../import-pipeline/import-pipeline';

/** Imports (or dry-runs) one stored image spreadsheet; run by the worker for CatalogJob.ImportImages. */
export class RunImageImportCommand extends Command<ImageImportResult> {
  constructor(
    readonly payload: ImportImagesJobPayload,
    readonly controls: ImportJobControls,
  ) {
    super();
  }
}
