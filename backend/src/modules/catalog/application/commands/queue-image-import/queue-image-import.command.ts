import { Command } from '@nestjs/cqrs';
import type { ImageSheetKind } from '../../../domain/image-import/image-sheet';

/** An image spreadsheet the admin uploaded (spooled to disk by the HTTP adapter). */
export interface UploadedSpreadsheet {
  readonly path: string;
  readonly originalName: string;
}

/** POST /api/brands/bulk-upload/spreadsheet and POST /api/universal/bulk-upload: store the file and queue its import. */
export class QueueImageImportCommand extends Command<{ jobId: string }> {
  constructor(
    readonly kind: ImageSheetKind,
    readonly upload: UploadedSpreadsheet,
    readonly dryRun: boolean,
    readonly requestedBy: string,
  ) {
    super();
  }
}
