import type { ImportCheckpoint, ImportCheckpointStore } from '../import-pipeline/import-pipeline';
import type { ImageImportResult } from '../../domain/image-import/image-import-tally';
import type { ImageWrites } from '../../domain/image-import/image-import-plan';

export const IMAGE_IMPORT_STORE = Symbol('IMAGE_IMPORT_STORE');

export interface RefusedSheetRow {
  readonly row: number;
  readonly fields: readonly string[];
  readonly message: string;
}

/** The image spreadsheets' storage: brands' and products' images, refused rows (errors.csv) and checkpoints. */
export interface ImageImportStore extends ImportCheckpointStore<ImageImportResult> {
  listBrands(): Promise<Array<{ id: string; name: string }>>;
  findProducts(keys: ReadonlyArray<{ brandId: string; name: string }>): Promise<Array<{ id: string; brandId: string; name: string }>>;
  /**
   * Applies one batch's writes, keeps its refused rows and saves `checkpoint`, all in
   * one transaction (a resumed attempt never applies or keeps a row twice).
   */
  applyBatch(importId: string, writes: ImageWrites, refused: readonly RefusedSheetRow[], checkpoint: ImportCheckpoint<ImageImportResult>): Promise<void>;
  /** Keeps refused rows without writing anything else (a dry run). */
  keepRefusedRows(importId: string, refused: readonly RefusedSheetRow[]): Promise<void>;
  /** A brand's owning account and images (per-brand image upload), or null. */
  findBrandImages(brandId: string): Promise<{ userId: string | null; images: string[] } | null>;
  setBrandImages(brandId: string, images: readonly string[]): Promise<void>;
  /** An import's refused rows in row order, a page at a time. */
  refusedRows(importId: string, afterRow: number, limit: number): Promise<RefusedSheetRow[]>;
}
