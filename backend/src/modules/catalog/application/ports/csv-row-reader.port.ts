import type { Readable } from 'node:stream';
import type { CsvRow } from '../../domain/product-import/csv-row';

export const CSV_ROW_READER = Symbol('CSV_ROW_READER');

export interface CsvReadLimits {
  /** A record longer than this fails with CsvReadError 'record-too-long' instead of growing without end. */
  readonly maxRecordBytes: number;
  /** The field delimiter; a comma unless told (spreadsheets saved in some locales use a semicolon). */
  readonly delimiter?: ',' | ';';
}

/**
 * Reads a CSV file record by record, as the consumer asks for them, so memory stays at one record plus a
 * buffer however large the file is. Tolerates what spreadsheets write: a UTF-8 byte order mark, CRLF, LF
 * and CR line ends mixed in one file, a quote inside an unquoted field, rows shorter than the header.
 */
export interface CsvRowReader {
  /**
   * The records of `source`, header included. Owns `source`: destroys it when reading ends, fails, or the
   * consumer stops early. Throws CsvReadError for text that is not CSV, and passes on a read error of `source`.
   */
  rows(source: Readable, limits: CsvReadLimits): AsyncIterable<CsvRow>;
}
