import type { SheetFormat } from '../domain/import-pipeline/sheet-format';
import type { ImageSheetKind } from '../domain/image-import/image-sheet';

/** An image spreadsheet import as a background job (CatalogJob.ImportImages): the payload carries a file key, never the file. */
export interface ImportImagesJobPayload {
  readonly kind: ImageSheetKind;
  readonly fileKey: string;
  /** Unique to this upload, the same in every attempt: the key of its checkpoint and of its refused rows. */
  readonly importId: string;
  readonly format: SheetFormat;
  readonly fileName: string;
  readonly sizeBytes: number;
  readonly dryRun: boolean;
  readonly requestedBy: string;
}
