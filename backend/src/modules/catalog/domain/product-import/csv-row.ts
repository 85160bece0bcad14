/** One record of a CSV file as a reader yields it: the raw fields, and where a spreadsheet shows it. */
export interface CsvRow {
  readonly fields: readonly string[];
  /**
   * The row number a spreadsheet shows: the header is row 1, a record is one row even when a quoted
   * field holds line breaks, and blank lines are skipped but counted (a spreadsheet shows them as empty rows).
   */
  readonly rowNumber: number;
}

/** Why a reader could not go on: a quote never closed, a record over the size limit, or any other text that is not CSV. */
export type CsvReadFailure = 'unclosed-quote' | 'record-too-long' | 'malformed';

/** Thrown by a CSV reader for text it cannot read; the product CSV parser turns it into the message an admin sees. */
export class CsvReadError extends Error {
  constructor(
    readonly failure: CsvReadFailure,
    /** The row the failing record starts on (numbered like {@link CsvRow.rowNumber}). */
    readonly rowNumber: number,
    /** The reader's own words, for the 'malformed' case. */
    readonly detail: string,
  ) {
    super(detail);
  }
}
