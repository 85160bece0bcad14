import type { Readable } from 'node:stream';
import type { CsvRow } from '../../domain/product-import/csv-row';
import type { SheetFormat } from '../../domain/import-pipeline/sheet-format';

export const SHEET_ROW_READER = Symbol('SHEET_ROW_READER');

/**
 * The row source of the spreadsheet imports: a CSV (comma or semicolon, see sheet-format.ts) or the first
 * worksheet of an .xlsx workbook, read as a stream, record by record, as the consumer asks for them. Cells
 * come as text: numbers as written, booleans as 'true'/'false'. Empty rows are skipped (and counted, like a
 * spreadsheet numbers them). Owns `source`.
 */
export interface SheetRowReader {
  rows(source: Readable, options: { format: SheetFormat; maxRecordBytes: number }): AsyncIterable<CsvRow>;
  /**
   * The cheap check of an uploaded file before anything parses it: for an .xlsx, its inflated size, shared
   * strings and rows within the configured limits (SpreadsheetTooLargeError otherwise), without holding
   * the inflated content. A CSV is bounded by the upload size and the record limit already.
   */
  checkLimits(path: string, format: SheetFormat): Promise<void>;
}
