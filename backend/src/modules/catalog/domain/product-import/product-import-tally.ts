import { ProductRowError } from './product-row';

/** The job result the admin reads (the specification's "Bulk product upload result", plus Rounds' counts). */
export interface ProductImportResult {
  /** Rows imported (created + updated); in a dry run, rows that would be. */
  readonly success: number;
  /** Data rows read (blank rows excluded). */
  readonly total: number;
  readonly created: number;
  readonly updated: number;
  /** The first {@link MAX_LISTED_ROW_ERRORS} refused rows, in row order. */
  readonly errors: ProductRowError[];
  /** All refused rows, listed or not. */
  readonly errorCount: number;
  readonly dryRun: boolean;
  /** The upload (shared by the job's attempts): its refused rows are kept under it for errors.csv. */
  readonly importId: string;
  /** The header row as uploaded: the first line of errors.csv. */
  readonly header: string[];
}

/** Enough to fix a file; a broken 100,000-row file must not make a 10 MB job result. */
export const MAX_LISTED_ROW_ERRORS = 1000;

/**
 * How far an import has got, saved in the same transaction as the rows it accounts for: rows before
 * `nextRow` are in the catalog and in `tally`; a retried job resumes there, so a crash neither
 * duplicates rows nor counts a created product again as updated.
 */
export interface ProductImportCheckpoint {
  /** The upload being imported (its job's attempts share it). */
  readonly importId: string;
  readonly nextRow: number;
  readonly tally: ProductImportResult;
  /** True once the whole file is accounted for: a retry answers `tally` without reading the file. */
  readonly finished: boolean;
  /** The job attempt writing it; refused once another attempt claimed the import. */
  readonly claim?: string;
}

export class ProductImportTally {
  private total = 0;
  private created = 0;
  private updated = 0;
  private errorCount = 0;
  private readonly errors: ProductRowError[] = [];
  /** Set from the parser once the header is read. */
  header: string[] = [];

  constructor(
    private readonly dryRun: boolean,
    private readonly maxListedErrors = MAX_LISTED_ROW_ERRORS,
    private readonly importId = '',
  ) {}

  /** A tally that carries on from a result saved part-way (the checkpoint of an interrupted import). */
  static resume(saved: ProductImportResult, maxListedErrors = MAX_LISTED_ROW_ERRORS): ProductImportTally {
    // Checkpoints saved before errors.csv covered product imports have no importId or header.
    const tally = new ProductImportTally(saved.dryRun, maxListedErrors, saved.importId ?? '');
    tally.header = [...(saved.header ?? [])];
    tally.total = saved.total;
    tally.created = saved.created;
    tally.updated = saved.updated;
    tally.errorCount = saved.errorCount;
    tally.errors.push(...saved.errors);
    return tally;
  }

  countRows(rows: number): void {
    this.total += rows;
  }

  countImported(outcome: { created: number; updated: number }): void {
    this.created += outcome.created;
    this.updated += outcome.updated;
  }

  /** Errors of one batch; kept in row order. */
  refuse(errors: readonly ProductRowError[]): void {
    this.errorCount += errors.length;
    const room = this.maxListedErrors - this.errors.length;
    if (room <= 0 || errors.length === 0) return;
    this.errors.push(...[...errors].sort((a, b) => a.row - b.row).slice(0, room));
  }

  result(): ProductImportResult {
    return {
      success: this.created + this.updated,
      total: this.total,
      created: this.created,
      updated: this.updated,
      errors: [...this.errors],
      errorCount: this.errorCount,
      dryRun: this.dryRun,
      importId: this.importId,
      header: [...this.header],
    };
  }
}
