import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../../../../config/app-config';
import { BRAND_IMAGE_SHEET_COLUMNS, UNIVERSAL_SHEET_COLUMNS } from '../../domain/image-import/image-sheet';
import { detectSheetFormat, InvalidSpreadsheetError, SheetFormat } from '../../domain/import-pipeline/sheet-format';
import { MAX_SHEET_RECORD_BYTES, parseSheet, SheetColumn, SheetRecord } from '../../domain/import-pipeline/sheet-parser';
import { CsvParseRowReader } from './csv-parse-row-reader';
import { ExcelAndCsvSheetRowReader } from './sheet-row-reader';

const FIXTURES = join(__dirname, '../../../../../test/fixtures/sheets');
const reader = new ExcelAndCsvSheetRowReader(new CsvParseRowReader(), loadConfig({}));

async function parseFixture<Key extends string>(name: string, columns: readonly SheetColumn<Key>[]): Promise<{ format: SheetFormat; header: readonly string[]; records: SheetRecord<Key>[] }> {
  const path = join(FIXTURES, name);
  const format = detectSheetFormat(await readFile(path));
  let header: readonly string[] = [];
  const records: SheetRecord<Key>[] = [];
  for await (const batch of parseSheet(reader.rows(createReadStream(path), { format, maxRecordBytes: MAX_SHEET_RECORD_BYTES }), columns, { batchSize: 2, onHeader: (found) => (header = found) })) {
    records.push(...batch);
  }
  return { format, header, records };
}

describe('spreadsheet row sources on fixture files', () => {
  it('reads a CSV with a byte order mark, CRLF, a quoted line break, blank rows and a quote inside a field', async () => {
    const { format, header, records } = await parseFixture('bom-crlf-quoted-newline.csv', BRAND_IMAGE_SHEET_COLUMNS);
    expect(format).toEqual({ kind: 'csv', delimiter: ',' });
    expect(header[0]).toBe('Brand Name');
    expect(records.map((record) => record.rowNumber)).toEqual([2, 5]);
    expect(records[0].values).toEqual({ brandName: 'Oak & Ash', productName: '', imageType: 'logo', fileName: 'logo.png', imageUrl: '', description: 'Our logo,\r\nsecond line' });
    expect(records[1].values.description).toBe('12" Vinyl');
    expect(records[1].fields).toEqual(['Oak & Ash', 'Single Barrel', 'product', 'bottle.png', '', '12" Vinyl']);
  });

  it('detects a semicolon delimiter from the header line', async () => {
    const { format, records } = await parseFixture('semicolons.csv', UNIVERSAL_SHEET_COLUMNS);
    expect(format).toEqual({ kind: 'csv', delimiter: ';' });
    expect(records).toHaveLength(2);
    expect(records[0].values).toMatchObject({ targetType: 'brand', brandName: 'Oak & Ash', description: 'a; b, c', primary: 'true' });
    expect(records[1].values).toMatchObject({ targetType: 'product', productName: 'Single Barrel', primary: 'false' });
  });

  it('reads the first worksheet of an .xlsx only, skips empty rows, and gives numbers and booleans as text', async () => {
    const { format, records } = await parseFixture('several-sheets.xlsx', UNIVERSAL_SHEET_COLUMNS);
    expect(format).toEqual({ kind: 'xlsx' });
    expect(records.map((record) => record.rowNumber)).toEqual([2, 5]);
    expect(records[0].values).toMatchObject({ targetType: 'brand', brandName: 'Oak & Ash', productName: '', description: '42', primary: 'true' });
    expect(records[1].values).toMatchObject({ productName: 'Single Barrel', description: '3.5', primary: 'false' });
    expect(records.some((record) => record.values.brandName === 'Other')).toBe(false);
  });

  it('refuses the old binary .xls format', () => {
    expect(() => detectSheetFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toThrow(InvalidSpreadsheetError);
  });
});
