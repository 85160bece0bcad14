import type { ProductCsvColumn } from '../../domain/product-import/product-csv-parser';
import type { KnownProduct, ProductBatchPlan, ProductWrite, ResolvedProductRow } from '../../domain/product-import/product-import-plan';
import type { ProductImportCheckpoint } from '../../domain/product-import/product-import-tally';
import type { RefusedSheetRow } from './image-import-store.port';

export const PRODUCT_IMPORT_STORE = Symbol('PRODUCT_IMPORT_STORE');

export interface ImportedBatch {
  readonly plan: ProductBatchPlan;
  /** Writes the database refused (a product changed by someone else meanwhile); their rows become errors. */
  readonly rejected: readonly ProductWrite[];
}

/** What the product importer needs from the catalog's storage: set-based reads and one upsert per batch. */
export interface ProductImportStore {
  listBrands(): Promise<Array<{ id: string; name: string }>>;
  /** The products holding any upc, or any brand + name, of `rows`. */
  findKnownProducts(rows: readonly ResolvedProductRow[]): Promise<KnownProduct[]>;
  /**
   * In one transaction, serialised with other imports: reads the products the rows name, lets `plan`
   * decide the writes, upserts them, and saves the checkpoint and the refused rows (errors.csv) `settle`
   * makes of the outcome — so neither ever disagrees with the catalog. Fields whose column the file lacks
   * (`columns`) are left as they are.
   */
  importBatch(
    rows: readonly ResolvedProductRow[],
    columns: ReadonlySet<ProductCsvColumn>,
    plan: (known: KnownProduct[]) => ProductBatchPlan,
    settle: (batch: ImportedBatch) => { checkpoint: ProductImportCheckpoint; refused: readonly RefusedSheetRow[] },
  ): Promise<ImportedBatch>;
  /** Keeps refused rows for errors.csv without writing anything else (a dry run, a batch with no valid row). */
  keepRefusedRows(importId: string, refused: readonly RefusedSheetRow[]): Promise<void>;
  /** The import's last saved checkpoint, or null when it has none (a first attempt); with `claim`, the attempt claims the import in the same statement. */
  loadCheckpoint(importId: string, claim?: string): Promise<ProductImportCheckpoint | null>;
  saveCheckpoint(checkpoint: ProductImportCheckpoint): Promise<void>;
  /** Drops checkpoints of jobs the queue no longer keeps (they can never be retried). */
  forgetCheckpointsOlderThan(days: number): Promise<void>;
}
