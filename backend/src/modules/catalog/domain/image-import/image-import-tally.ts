import type { ImageRowError, ImageSheetKind } from './image-sheet';

/** The job result of both image spreadsheets (the specification's success, failed, errors; universal adds brandsUpdated and productsUpdated). */
export interface ImageImportResult {
  readonly kind: ImageSheetKind;
  /** Rows applied (in a dry run: rows that would be). */
  readonly success: number;
  /** Rows refused. */
  readonly failed: number;
  readonly brandsUpdated: number;
  readonly productsUpdated: number;
  /** The first {@link MAX_LISTED_IMAGE_ROW_ERRORS} refused rows, in row order; all of them are in errors.csv. */
  readonly errors: ImageRowError[];
  /** Data rows read (blank rows excluded). */
  readonly total: number;
  readonly dryRun: boolean;
  /** The upload (shared by the job's attempts); errors.csv is kept under it. */
  readonly importId: string;
  /** The header row as uploaded: the first line of errors.csv. */
  readonly header: string[];
}

export const MAX_LISTED_IMAGE_ROW_ERRORS = 1000;

export class ImageImportTally {
  total = 0;
  success = 0;
  failed = 0;
  brandsUpdated = 0;
  productsUpdated = 0;
  readonly errors: ImageRowError[] = [];

  constructor(
    readonly kind: ImageSheetKind,
    readonly dryRun: boolean,
    readonly importId: string,
    public header: string[] = [],
  ) {}

  static resume(saved: ImageImportResult): ImageImportTally {
    const tally = new ImageImportTally(saved.kind, saved.dryRun, saved.importId, saved.header);
    tally.total = saved.total;
    tally.success = saved.success;
    tally.failed = saved.failed;
    tally.brandsUpdated = saved.brandsUpdated;
    tally.productsUpdated = saved.productsUpdated;
    tally.errors.push(...saved.errors);
    return tally;
  }

  copy(): ImageImportTally {
    return ImageImportTally.resume(this.result());
  }

  count(outcome: { rows: number; applied: number; brands: number; products: number; errors: readonly ImageRowError[] }): void {
    this.total += outcome.rows;
    this.success += outcome.applied;
    this.brandsUpdated += outcome.brands;
    this.productsUpdated += outcome.products;
    this.failed += outcome.errors.length;
    const room = MAX_LISTED_IMAGE_ROW_ERRORS - this.errors.length;
    if (room > 0) this.errors.push(...[...outcome.errors].sort((a, b) => a.row - b.row).slice(0, room));
  }

  result(): ImageImportResult {
    return {
      kind: this.kind,
      success: this.success,
      failed: this.failed,
      brandsUpdated: this.brandsUpdated,
      productsUpdated: this.productsUpdated,
      errors: [...this.errors],
      total: this.total,
      dryRun: this.dryRun,
      importId: this.importId,
      header: [...this.header],
    };
  }
}
