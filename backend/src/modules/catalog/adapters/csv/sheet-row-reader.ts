import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import ExcelJS from 'exceljs';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { CSV_ROW_READER, CsvRowReader } from '../../application/ports/csv-row-reader.port';
import type { SheetRowReader } from '../../application/ports/sheet-row-reader.port';
import type { SheetFormat } from '../../domain/import-pipeline/sheet-format';
import { CsvReadError, CsvRow } from '../../domain/product-import/csv-row';
import { checkWorkbookLimits } from './xlsx-workbook-limits';

/** CSV through the csv-parse reader; .xlsx through exceljs's streaming WorkbookReader (first worksheet only). */
@Injectable()
export class ExcelAndCsvSheetRowReader implements SheetRowReader {
  constructor(
    @Inject(CSV_ROW_READER) private readonly csv: CsvRowReader,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'spreadsheetLimits'>,
  ) {}

  rows(source: Readable, { format, maxRecordBytes }: { format: SheetFormat; maxRecordBytes: number }): AsyncIterable<CsvRow> {
    if (format.kind === 'csv') return this.csv.rows(source, { maxRecordBytes, delimiter: format.delimiter });
    return xlsxRows(source);
  }

  async checkLimits(path: string, format: SheetFormat): Promise<void> {
    if (format.kind === 'xlsx') await checkWorkbookLimits(path, this.config.spreadsheetLimits);
  }
}

async function* xlsxRows(source: Readable): AsyncGenerator<CsvRow, void, undefined> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      // Only the first worksheet is read; the others (notes, lookups) are left alone.
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = (Array.isArray(row.values) ? row.values : []) as unknown[];
        const fields: string[] = [];
        for (let column = 1; column < values.length; column += 1) fields.push(cellText(values[column]));
        while (fields.length > 0 && fields[fields.length - 1] === '') fields.pop();
        if (fields.length === 0) continue; // an empty row
        yield { fields, rowNumber: row.number };
      }
      break;
    }
  } catch (error) {
    if (error instanceof CsvReadError) throw error;
    throw new CsvReadError('malformed', 1, `the Excel file could not be read (${(error as Error)?.message ?? 'unknown error'})`);
  } finally {
    source.destroy();
  }
}

/** A cell as the text a spreadsheet shows: numbers as written, booleans true/false, dates as ISO dates, formulas by their result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, value.getUTCHours() || value.getUTCMinutes() ? 19 : 10);
  if (typeof value === 'object') {
    const cell = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown; hyperlink?: string; error?: string };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.hyperlink) return cell.hyperlink;
    if (cell.error) return cell.error;
  }
  return String(value);
}
