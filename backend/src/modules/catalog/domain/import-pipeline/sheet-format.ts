import { DomainError } from '../../../../shared/domain/domain-error';

/** What a spreadsheet upload is read as: a CSV with its delimiter, or an .xlsx workbook. */
export type SheetFormat = { readonly kind: 'csv'; readonly delimiter: ',' | ';' } | { readonly kind: 'xlsx' };

const XLSX_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel', 'application/octet-stream'];
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'text/comma-separated-values', 'application/vnd.ms-excel'];

/** As specified, spreadsheet uploads take a CSV or an Excel file, by type or by name. */
export function isSpreadsheetUpload(fileName: string, contentType: string | undefined): boolean {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.xlsx')) return true;
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type !== 'application/octet-stream' && (XLSX_TYPES.includes(type) || CSV_TYPES.includes(type));
}

/**
 * Decides the format from the file's first bytes (an .xlsx is a zip: 'PK\x03\x04'; the old binary .xls
 * is refused) and, for a CSV, the delimiter from its header line: a semicolon when the header has more
 * semicolons than commas outside quotes.
 */
export function detectSheetFormat(head: Buffer): SheetFormat {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) return { kind: 'xlsx' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0xd0cf11e0) throw new InvalidSpreadsheetError('an old .xls workbook; save it as .xlsx or CSV and upload that');
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return { kind: 'csv', delimiter: semicolons > commas ? ';' : ',' };
}

/** 400 'Invalid File' / 'Please select a CSV or Excel file', the specification's wording. */
export class InvalidSpreadsheetError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_FILE';
  constructor(detail?: string) {
    super(`Invalid File: Please select a CSV or Excel file${detail ? ` (this is ${detail})` : ''}.`);
  }
}

/** 400 'No File Selected', the specification's wording. */
export class NoSpreadsheetError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'NO_FILE';
  constructor() {
    super('No File Selected: send the CSV or Excel file in the multipart form field "file".');
  }
}

/**
 * 413: an .xlsx past the limits checked on its zip before it is parsed (config SPREADSHEET_MAX_*). Every
 * answer names the limit and how to get under it.
 */
export class SpreadsheetTooLargeError extends DomainError {
  readonly kind = 'payload_too_large' as const;
  readonly code = 'SPREADSHEET_TOO_LARGE';

  private constructor(message: string) {
    super(message);
  }

  static inflated(maxBytes: number): SpreadsheetTooLargeError {
    return new SpreadsheetTooLargeError(`The spreadsheet expands to more than ${Math.round(maxBytes / (1024 * 1024))} MB when unpacked (an .xlsx file is compressed), more than an import reads. Split it into several smaller files, or save it as CSV, and upload them one by one.`);
  }

  static sharedStrings(max: number): SpreadsheetTooLargeError {
    return new SpreadsheetTooLargeError(`The spreadsheet holds more than ${max.toLocaleString('en-US')} different texts (shared strings), more than an import reads. Split it into several smaller files, or save it as CSV, and upload them one by one.`);
  }

  static rows(max: number): SpreadsheetTooLargeError {
    return new SpreadsheetTooLargeError(`A worksheet of the spreadsheet has more than ${max.toLocaleString('en-US')} rows, more than an import reads. Split it into several smaller files and upload them one by one.`);
  }
}
