import { DomainError } from '../../../../shared/domain/domain-error';
import { CsvReadError, CsvRow } from '../product-import/csv-row';

/**
 * The header-mapped parser of the spreadsheet imports: reads the header row, maps the kind's
 * columns by name (trimmed, case and spacing ignored, unknown columns such as the `error` column of an
 * errors.csv ignored), and yields the data rows in batches, each with its raw fields exactly as uploaded
 * (for errors.csv) and its values by column key. Blank rows are skipped.
 */

export interface SheetColumn<Key extends string> {
  readonly key: Key;
  /** As the template writes it: 'Brand Name'. */
  readonly header: string;
  readonly required: boolean;
}

export interface SheetRecord<Key extends string> {
  readonly rowNumber: number;
  readonly fields: readonly string[];
  readonly values: Readonly<Partial<Record<Key, string>>>;
}

export class SheetFileError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(
    readonly code: 'SHEET_MISSING_COLUMN' | 'SHEET_EMPTY_FILE' | 'SHEET_MALFORMED',
    message: string,
  ) {
    super(message);
  }
}

/** A record longer than this is refused (an unclosed quote pulls the rest of the file into one field). */
export const MAX_SHEET_RECORD_BYTES = 128 * 1024;

function normalise(header: string): string {
  return header.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
}

export async function* parseSheet<Key extends string>(
  rows: AsyncIterable<CsvRow>,
  columns: readonly SheetColumn<Key>[],
  options: { batchSize: number; onHeader?: (header: readonly string[]) => void },
): AsyncGenerator<SheetRecord<Key>[], void, undefined> {
  let positions: Map<Key, number> | null = null;
  let batch: SheetRecord<Key>[] = [];
  try {
    for await (const { fields, rowNumber } of rows) {
      if (positions === null) {
        positions = checkSheetHeader(fields, columns);
        options.onHeader?.([...fields]);
        continue;
      }
      if (fields.every((field) => field.trim() === '')) continue;
      const values: Partial<Record<Key, string>> = {};
      for (const [key, index] of positions) if (index < fields.length) values[key] = fields[index];
      batch.push({ rowNumber, fields: [...fields], values });
      if (batch.length >= options.batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof CsvReadError) throw malformedSheet(error);
    throw error;
  }
  if (positions === null) {
    throw emptySheet(columns);
  }
  if (batch.length > 0) yield batch;
}

/** Reads the header only; throws SheetFileError like the parser. Stops `rows`, so its reader releases the file. */
export async function readSheetHeader<Key extends string>(rows: AsyncIterable<CsvRow>, columns: readonly SheetColumn<Key>[]): Promise<readonly string[]> {
  let header: readonly string[] = [];
  const batches = parseSheet(rows, columns, { batchSize: 1, onHeader: (found) => (header = found) });
  try {
    await batches.next();
  } finally {
    await batches.return(undefined);
  }
  return header;
}

export function emptySheet(columns: readonly SheetColumn<string>[]): SheetFileError {
  return new SheetFileError('SHEET_EMPTY_FILE', `The file is empty. The first row must be a header with the columns ${columns.map((column) => column.header).join(', ')}.`);
}

export function malformedSheet(error: CsvReadError): SheetFileError {
  return new SheetFileError('SHEET_MALFORMED', `Row ${error.rowNumber} cannot be read: ${error.detail}`);
}

/** The header's column positions; throws SHEET_MISSING_COLUMN when a required column is absent. */
export function checkSheetHeader<Key extends string>(header: readonly string[], columns: readonly SheetColumn<Key>[]): Map<Key, number> {
  const byName = new Map(columns.map((column) => [normalise(column.header), column.key]));
  const positions = new Map<Key, number>();
  header.forEach((name, index) => {
    const key = byName.get(normalise(name));
    if (key !== undefined && !positions.has(key)) positions.set(key, index);
  });
  const missing = columns.filter((column) => column.required && !positions.has(column.key)).map((column) => column.header);
  if (missing.length > 0) {
    const found = header.map((name) => name.trim()).filter((name) => name.length > 0);
    throw new SheetFileError(
      'SHEET_MISSING_COLUMN',
      `Missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. The header row has ${found.length > 0 ? found.join(', ') : 'no column names'}; ` +
        `the columns are ${columns.map((column) => column.header).join(', ')}.`,
    );
  }
  return positions;
}
