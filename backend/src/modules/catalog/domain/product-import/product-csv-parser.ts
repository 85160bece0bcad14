import { Readable } from 'node:stream';
import { CsvError, Info, parse } from 'csv-parse';
import { DomainError } from '../../../../shared/domain/domain-error';

/**
 * Streaming reader of the bulk product CSV (seed 001 §3 and §5, issue 5). It never holds the file:
 * csv-parse reads chunk by chunk, and a batch is only read on after the importer has taken the last one,
 * so memory stays at one batch however large the file is. It yields raw text only; product-row.ts
 * decides whether a row is valid, and the importer checks brands against the database.
 *
 * Row numbers are what a spreadsheet shows: the header is row 1, and each RECORD is one row, so a
 * quoted field with line breaks inside still counts once (csv-parse `info.records`, which includes the
 * header). Blank lines are skipped but still counted, as a spreadsheet shows them as empty rows.
 */

export const REQUIRED_PRODUCT_CSV_COLUMNS = ['name', 'brand', 'price'] as const;
/** `upc` is Rounds' addition to the seed's columns: it keys a row so that re-importing updates instead of duplicating. */
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
}

export interface ParseProductCsvOptions {
  readonly batchSize?: number;
  /**
   * Called once with the known columns the header names, after it passed the checks. The importer
   * needs them to leave a product's fields alone when the file has no column for them.
   */
  readonly onHeader?: (columns: readonly ProductCsvColumn[]) => void;
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

interface RecordWithInfo {
  readonly record: string[];
  readonly info: Info;
}

/** Column name → its index in a record. */
type ColumnPositions = ReadonlyMap<ProductCsvColumn, number>;

/**
 * Yields the data records of `source` in batches of `batchSize`. The header is checked before the first
 * batch, so a missing required column fails at the first `next()` without any row being yielded.
 * The generator owns `source`: it is destroyed when reading ends, fails, or the consumer stops early.
 * Throws {@link ProductCsvError} for a file that cannot be read as a product CSV.
 */
export async function* parseProductCsv(
  source: Readable,
  options: ParseProductCsvOptions = {},
): AsyncGenerator<ProductCsvRecord[], void, undefined> {
  const batchSize = options.batchSize ?? DEFAULT_PRODUCT_CSV_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize must be a whole number ≥ 1, got ${batchSize}`);

  const parser = parse({
    bom: true, // Excel writes a UTF-8 byte order mark; without this the first header would be '\uFEFFname'.
    relax_column_count: true, // a short row is reported per field by the row validator, not as a broken file
    relax_quotes: true, // a quote inside an unquoted field (12" Vinyl) is kept as text
    // Explicit, because auto-detection locks onto the first line end it sees: a file that mixes CRLF and
    // LF (rows pasted from another file) would otherwise glue rows together or keep a stray '\r'.
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_empty_lines: true,
    info: true, // for info.records and info.empty_lines, i.e. the spreadsheet row number
    max_record_size: MAX_PRODUCT_CSV_RECORD_BYTES,
  });
  // pipe() does not forward errors; a failing disk read must end the iteration, not hang it.
  const failParser = (error: Error): void => {
    parser.destroy(error);
  };
  source.once('error', failParser);
  source.pipe(parser);

  let columns: ColumnPositions | null = null;
  let batch: ProductCsvRecord[] = [];
  try {
    try {
      for await (const { record, info } of parser as AsyncIterable<RecordWithInfo>) {
        if (columns === null) {
          columns = readHeader(record);
          options.onHeader?.([...columns.keys()]);
          continue;
        }
        // Spreadsheets export trailing ',,,,' rows; they are empty rows, not rows with errors.
        if (record.every((field) => field.trim() === '')) continue;
        batch.push({ rowNumber: info.records + info.empty_lines, values: valuesOf(record, columns) });
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
    } catch (error) {
      throw error instanceof CsvError ? malformed(error) : error;
    }
    if (columns === null) {
      throw new ProductCsvError(
        'CSV_EMPTY_FILE',
        `The file is empty. The first row must be a header with at least the columns ${REQUIRED_PRODUCT_CSV_COLUMNS.join(', ')}.`,
      );
    }
    if (batch.length > 0) yield batch;
  } finally {
    source.off('error', failParser);
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}

/** Trimmed, case-insensitive header names; unknown columns are ignored so extra spreadsheet columns do no harm. */
/**
 * Reads only as far as the header (and at most one data row) and checks it, so an upload with a
 * missing required column is refused at once. Answers the known columns the header names;
 * throws {@link ProductCsvError} like the parser does. Destroys `source`.
 */
export async function readProductCsvHeader(source: Readable): Promise<ProductCsvColumn[]> {
  let found: ProductCsvColumn[] | null = null;
  const batches = parseProductCsv(source, { batchSize: 1, onHeader: (columns) => (found = [...columns]) });
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

function readHeader(header: string[]): ColumnPositions {
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

function valuesOf(record: string[], columns: ColumnPositions): Partial<Record<ProductCsvColumn, string>> {
  const values: Partial<Record<ProductCsvColumn, string>> = {};
  for (const [column, index] of columns) {
    // relax_column_count lets a row be shorter than the header; its missing fields stay absent.
    if (index < record.length) values[column] = record[index];
  }
  return values;
}

function isProductCsvColumn(name: string): name is ProductCsvColumn {
  return (PRODUCT_CSV_COLUMNS as readonly string[]).includes(name);
}

function malformed(error: CsvError): ProductCsvError {
  // The failing record has not been counted yet, hence + 1.
  const row = numberField(error, 'records') + numberField(error, 'empty_lines') + 1;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new ProductCsvError(
        'CSV_MALFORMED',
        `Row ${row}: a quoted field is never closed. Add the missing closing quote (") or remove the opening one.`,
      );
    case 'CSV_MAX_RECORD_SIZE':
      return new ProductCsvError(
        'CSV_MALFORMED',
        `Row ${row} is longer than ${MAX_PRODUCT_CSV_RECORD_BYTES / 1024} KB; it probably has a quote (") that is never closed.`,
      );
    default:
      return new ProductCsvError('CSV_MALFORMED', `Row ${row} cannot be read as CSV: ${error.message}`);
  }
}

function numberField(error: CsvError, key: string): number {
  const value = error[key];
  return typeof value === 'number' ? value : 0;
}
