import { DomainError } from '../../../../shared/domain/domain-error';
import { CsvReadError, CsvRow } from './csv-row';

/**
 * The rules of the bulk product CSV over the records a CSV reader yields
 * (the CsvRowReader port; csv-parse in adapters/csv). It never holds the file: a batch is only read on
 * after the importer has taken the last one, so memory stays at one batch however large the file is. It
 * yields raw text only; product-row.ts decides whether a row is valid, and the importer checks brands
 * against the database.
 *
 * Row numbers are the reader's, which are what a spreadsheet shows (see CsvRow.rowNumber).
 */

export const REQUIRED_PRODUCT_CSV_COLUMNS = ['name', 'brand', 'price'] as const;
/** `upc` is Rounds' addition to the specification's columns: it keys a row so that re-importing updates instead of duplicating. */
export const OPTIONAL_PRODUCT_CSV_COLUMNS = ['description', 'categories', 'available', 'image', 'upc'] as const;
export const PRODUCT_CSV_COLUMNS = [...REQUIRED_PRODUCT_CSV_COLUMNS, ...OPTIONAL_PRODUCT_CSV_COLUMNS] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const DEFAULT_PRODUCT_CSV_BATCH_SIZE = 1000;
/**
 * A record longer than this is refused. No valid row comes near it (description ≤ 5000 characters);
 * what does is an unclosed quote, which would otherwise pull the rest of the file into one field.
 */
export const MAX_PRODUCT_CSV_RECORD_BYTES = 128 * 1024;

/** One data record as text, keyed by the known (lower-case) column names; absent columns are absent keys. */
export interface ProductCsvRecord {
  readonly rowNumber: number;
  readonly values: Readonly<Partial<Record<ProductCsvColumn, string>>>;
  /** The record's fields exactly as uploaded (a refused row goes back in errors.csv as it came). */
  readonly fields: readonly string[];
}

export interface ParseProductCsvOptions {
  readonly batchSize?: number;
  /**
   * Called once with the known columns the header names, after it passed the checks. The importer
   * needs them to leave a product's fields alone when the file has no column for them; `header` is the
   * header row as uploaded (the first line of errors.csv).
   */
  readonly onHeader?: (columns: readonly ProductCsvColumn[], header: readonly string[]) => void;
}

export type ProductCsvErrorCode = 'CSV_MISSING_COLUMN' | 'CSV_DUPLICATE_COLUMN' | 'CSV_EMPTY_FILE' | 'CSV_MALFORMED';

/** The whole file cannot be read; unlike a row error, no row of it should be imported. */
export class ProductCsvError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(
    readonly code: ProductCsvErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Column name → its index in a record. */
type ColumnPositions = ReadonlyMap<ProductCsvColumn, number>;

/**
 * Yields the data records of `rows` (which the caller reads with {@link MAX_PRODUCT_CSV_RECORD_BYTES} as
 * the record limit) in batches of `batchSize`. The header is checked before the first batch, so a missing required column
 * fails at the first `next()` without any row being yielded. Stopping early stops `rows`, whose reader
 * then releases its file. Throws {@link ProductCsvError} for a file that cannot be read as a product CSV.
 */
export async function* parseProductCsv(
  rows: AsyncIterable<CsvRow>,
  options: ParseProductCsvOptions = {},
): AsyncGenerator<ProductCsvRecord[], void, undefined> {
  const batchSize = options.batchSize ?? DEFAULT_PRODUCT_CSV_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize must be a whole number ≥ 1, got ${batchSize}`);

  let columns: ColumnPositions | null = null;
  let batch: ProductCsvRecord[] = [];
  try {
    for await (const { fields, rowNumber } of rows) {
      if (columns === null) {
        columns = checkProductCsvHeader(fields);
        options.onHeader?.([...columns.keys()], fields);
        continue;
      }
      // Spreadsheets export trailing ',,,,' rows; they are empty rows, not rows with errors.
      if (fields.every((field) => field.trim() === '')) continue;
      batch.push({ rowNumber, values: valuesOf(fields, columns), fields });
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    throw error instanceof CsvReadError ? malformedProductCsv(error) : error;
  }
  if (columns === null) {
    throw emptyProductCsv();
  }
  if (batch.length > 0) yield batch;
}

/**
 * Reads only as far as the header (and at most one data row) and checks it, so an upload with a
 * missing required column is refused at once. Answers the known columns the header names;
 * throws {@link ProductCsvError} like the parser does. Stops `rows`, so its reader releases the file.
 */
export async function readProductCsvHeader(rows: AsyncIterable<CsvRow>): Promise<ProductCsvColumn[]> {
  let found: ProductCsvColumn[] | null = null;
  const batches = parseProductCsv(rows, { batchSize: 1, onHeader: (columns) => (found = [...columns]) });
  try {
    const first = await batches.next();
    if (found === null && first.done) {
      // parseProductCsv throws CSV_EMPTY_FILE itself; this only guards a future change of that contract.
      throw new ProductCsvError('CSV_EMPTY_FILE', 'The file is empty.');
    }
  } finally {
    await batches.return(undefined);
  }
  return found ?? [];
}

/** Trimmed, case-insensitive header names; unknown columns are ignored so extra spreadsheet columns do no harm. */
export function checkProductCsvHeader(header: readonly string[]): ColumnPositions {
  const positions = new Map<ProductCsvColumn, number>();
  const duplicates = new Set<string>();
  header.forEach((rawName, index) => {
    const name = rawName.trim().toLowerCase();
    if (!isProductCsvColumn(name)) return;
    if (positions.has(name)) duplicates.add(name);
    else positions.set(name, index);
  });

  const missing = REQUIRED_PRODUCT_CSV_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    const found = header.map((name) => name.trim()).filter((name) => name.length > 0);
    throw new ProductCsvError(
      'CSV_MISSING_COLUMN',
      `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        `The header row has ${found.length > 0 ? found.join(', ') : 'no column names'}; ` +
        `required are ${REQUIRED_PRODUCT_CSV_COLUMNS.join(', ')}.`,
    );
  }
  if (duplicates.size > 0) {
    throw new ProductCsvError(
      'CSV_DUPLICATE_COLUMN',
      `Column ${[...duplicates].join(', ')} appears more than once in the header row; keep one of each.`,
    );
  }
  return positions;
}

function valuesOf(record: readonly string[], columns: ColumnPositions): Partial<Record<ProductCsvColumn, string>> {
  const values: Partial<Record<ProductCsvColumn, string>> = {};
  for (const [column, index] of columns) {
    // The reader lets a row be shorter than the header; its missing fields stay absent.
    if (index < record.length) values[column] = record[index];
  }
  return values;
}

function isProductCsvColumn(name: string): name is ProductCsvColumn {
  return (PRODUCT_CSV_COLUMNS as readonly string[]).includes(name);
}

export function emptyProductCsv(): ProductCsvError {
  return new ProductCsvError('CSV_EMPTY_FILE', `The file is empty. The first row must be a header with at least the columns ${REQUIRED_PRODUCT_CSV_COLUMNS.join(', ')}.`);
}

/** The refusal of a file the CSV reader cannot read (`error`), by what went wrong. */
export function malformedProductCsv(error: CsvReadError): ProductCsvError {
  const row = error.rowNumber;
  switch (error.failure) {
    case 'unclosed-quote':
      return new ProductCsvError(
        'CSV_MALFORMED',
        `Row ${row}: a quoted field is never closed. Add the missing closing quote (") or remove the opening one.`,
      );
    case 'record-too-long':
      return new ProductCsvError(
        'CSV_MALFORMED',
        `Row ${row} is longer than ${MAX_PRODUCT_CSV_RECORD_BYTES / 1024} KB; it probably has a quote (") that is never closed.`,
      );
    default:
      return new ProductCsvError('CSV_MALFORMED', `Row ${row} cannot be read as CSV: ${error.detail}`);
  }
}
