import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DomainError } from '../../../../shared/domain/domain-error';
import { CsvParseRowReader } from '../../adapters/csv/csv-parse-row-reader';
import {
  DEFAULT_PRODUCT_CSV_BATCH_SIZE,
  MAX_PRODUCT_CSV_RECORD_BYTES,
  parseProductCsv as parseProductCsvRows,
  ParseProductCsvOptions,
  readProductCsvHeader as readProductCsvHeaderRows,
  ProductCsvError,
  ProductCsvRecord,
} from './product-csv-parser';
import { PRODUCT_CSV_TEMPLATE } from './product-csv-template';
import { validateProductRow } from './product-row';

const fixtures = join(__dirname, '../../../../../test/fixtures/csv');

/** The parser's rules on real files, read as production reads them: through the csv-parse reader adapter. */
const reader = new CsvParseRowReader();
const rowsOf = (source: Readable) => reader.rows(source, { maxRecordBytes: MAX_PRODUCT_CSV_RECORD_BYTES });
const parseProductCsv = (source: Readable, options?: ParseProductCsvOptions) => parseProductCsvRows(rowsOf(source), options);
const readProductCsvHeader = (source: Readable) => readProductCsvHeaderRows(rowsOf(source));

function fixture(name: string, highWaterMark?: number): Readable {
  return createReadStream(join(fixtures, name), { highWaterMark });
}

function fromText(text: string): Readable {
  return Readable.from([Buffer.from(text, 'utf8')]);
}

async function readBatches(source: Readable, options?: ParseProductCsvOptions): Promise<ProductCsvRecord[][]> {
  const batches: ProductCsvRecord[][] = [];
  for await (const batch of parseProductCsv(source, options)) batches.push(batch);
  return batches;
}

async function readAll(source: Readable, options?: ParseProductCsvOptions): Promise<ProductCsvRecord[]> {
  return (await readBatches(source, options)).flat();
}

async function refusal(source: Readable): Promise<ProductCsvError> {
  const error = await readAll(source).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProductCsvError);
  expect(error).toBeInstanceOf(DomainError);
  return error as ProductCsvError;
}

describe('parseProductCsv', () => {
  describe('valid.csv', () => {
    it('reads every record with spreadsheet row numbers (header = row 1), and its fields as uploaded', async () => {
      // The fixture's columns are in PRODUCT_CSV_COLUMNS order, so the raw fields are the values in order.
      const withFields = (records: Array<Omit<ProductCsvRecord, 'fields'>>) => records.map((record) => ({ ...record, fields: Object.values(record.values) }));
      expect(await readAll(fixture('valid.csv'))).toEqual(withFields([
        {
          rowNumber: 2,
          values: {
            name: 'Single Barrel Bourbon',
            description: 'Aged 8 years',
            brand: 'Oak & Ember',
            price: '54.99',
            categories: 'whiskey,bourbon',
            available: 'true',
            image: 'https://example.com/bourbon.jpg',
            upc: '012345678905',
          },
        },
        {
          rowNumber: 3,
          values: {
            name: 'Blanco Tequila',
            description: '',
            brand: 'Agave Azul',
            price: '39',
            categories: 'tequila',
            available: 'false',
            image: '',
            upc: '',
          },
        },
        {
          rowNumber: 4,
          values: {
            name: 'Hazy IPA',
            description: 'Juicy and bright',
            brand: 'Hop Valley',
            price: '4.5',
            categories: 'beer',
            available: 'TRUE',
            image: '',
            upc: '',
          },
        },
      ]));
    });

    it('validates into product rows', async () => {
      const results = (await readAll(fixture('valid.csv'))).map(validateProductRow);
      expect(results.every((result) => result.ok)).toBe(true);
      expect(results.map((result) => (result.ok ? [result.row.priceCents, result.row.available] : null))).toEqual([
        [5499, true],
        [3900, false],
        [450, true],
      ]);
    });

    it('reads a file mixing CRLF, LF and CR line ends, numbering rows alike', async () => {
      const mixed = 'name,brand,price\r\nGin,Oak,1\nRum,Oak,2\r\n\nVodka,Oak,3\rSake,Oak,4\r\n';
      const records = await readAll(fromText(mixed));
      expect(records.map((record) => [record.rowNumber, record.values.name, record.values.price])).toEqual([
        [2, 'Gin', '1'],
        [3, 'Rum', '2'],
        [5, 'Vodka', '3'],
        [6, 'Sake', '4'],
      ]);
    });

    it('reads CRLF exactly like LF', async () => {
      const lf = readFileSync(join(fixtures, 'valid.csv'), 'utf8');
      expect(lf).not.toContain('\r');
      expect(await readAll(fromText(lf.replace(/\n/g, '\r\n')))).toEqual(await readAll(fromText(lf)));
    });
  });

  describe('quirks.csv (BOM, CRLF, quoted commas, embedded newlines and quotes, accents, emoji)', () => {
    it('reads each quirk correctly and numbers rows by record', async () => {
      const records = await readAll(fixture('quirks.csv'));
      // Row 4 is a blank line and row 6 is ',,,,,,,,': both skipped, both still counted.
      expect(records.map((record) => record.rowNumber)).toEqual([2, 3, 5, 7, 8]);
      const [margaux, mezcal, cassis, shortRow, vinyl] = records;

      // BOM stripped and ' Name '/'DESCRIPTION'/'UPC' headers matched case-insensitively after trimming.
      expect(Object.keys(margaux.values).sort()).toEqual(
        ['available', 'brand', 'categories', 'description', 'image', 'name', 'price', 'upc'].sort(),
      );
      expect(margaux.values.name).toBe('Château Margaux, 2015');
      expect(margaux.values.description).toBe('Full-bodied; notes of "cassis" and cedar');
      expect(margaux.values.brand).toBe('Château Margaux');
      expect(margaux.values.categories).toBe('wine, Red Wine ,');

      // A quoted field keeps its line breaks (CRLF and LF) and commas; the record is one row (3).
      expect(mezcal.values.name).toBe('Mezcal 🌵 Añejo');
      expect(mezcal.values.description).toBe('Line one\r\nLine two, with comma\nLine three');
      expect(mezcal.values.available).toBe('False');

      // A column the importer does not know ('Notes') is ignored.
      expect(cassis.values).toEqual({
        name: 'Crème de Cassis 🍇',
        description: '',
        brand: 'Maison Noir',
        price: '18',
        categories: '',
        available: '',
        image: '',
        upc: '',
      });

      // A short row keeps what it has; the row validator reports the missing price.
      expect(shortRow.values).toEqual({ name: 'Short Row Whisky', description: 'Only three fields', brand: 'Oak & Ember' });

      // A quote inside an unquoted field is text.
      expect(vinyl.values.name).toBe('12" Vinyl Edition Rye');
    });

    it('validates the quirky rows into exact rows and errors', async () => {
      const results = (await readAll(fixture('quirks.csv'))).map(validateProductRow);
      expect(results).toEqual([
        {
          ok: true,
          row: {
            rowNumber: 2,
            name: 'Château Margaux, 2015',
            description: 'Full-bodied; notes of "cassis" and cedar',
            brandName: 'Château Margaux',
            priceCents: 89900,
            categories: ['wine', 'red wine'],
            available: true,
            image: 'https://example.com/margaux.jpg',
            upc: null,
          },
        },
        {
          ok: true,
          row: {
            rowNumber: 3,
            name: 'Mezcal 🌵 Añejo',
            description: 'Line one\r\nLine two, with comma\nLine three',
            brandName: 'Agave Azul',
            priceCents: 6550,
            categories: ['tequila', 'mezcal'],
            available: false,
            image: null,
            upc: null,
          },
        },
        {
          ok: true,
          row: {
            rowNumber: 5,
            name: 'Crème de Cassis 🍇',
            description: null,
            brandName: 'Maison Noir',
            priceCents: 1800,
            categories: [],
            available: true,
            image: null,
            upc: null,
          },
        },
        { ok: false, error: { row: 7, error: 'price is required' } },
        {
          ok: true,
          row: {
            rowNumber: 8,
            name: '12" Vinyl Edition Rye',
            description: 'Quote inside an unquoted field',
            brandName: 'Oak & Ember',
            priceCents: 4500,
            categories: ['whiskey'],
            available: true,
            image: null,
            upc: '00012345678905',
          },
        },
      ]);
    });

    it('decodes multi-byte characters split across chunks (1-byte reads)', async () => {
      expect(await readAll(fixture('quirks.csv', 1))).toEqual(await readAll(fixture('quirks.csv')));
    });
  });

  describe('mixed-errors.csv', () => {
    it('reports every bad row by its row number and keeps the good ones', async () => {
      const results = (await readAll(fixture('mixed-errors.csv'))).map(validateProductRow);
      const good = results.flatMap((result) => (result.ok ? [[result.row.rowNumber, result.row.name]] : []));
      const errors = results.flatMap((result) => (result.ok ? [] : [result.error]));
      expect(good).toEqual([
        [2, 'Good Gin'],
        [12, 'Good Beer'],
      ]);
      expect(errors).toEqual([
        { row: 3, error: 'name is required' },
        { row: 4, error: 'brand is required' },
        { row: 5, error: "price must be a number ≥ 0, got 'abc'" },
        { row: 6, error: "price must be a number ≥ 0, got '-5'" },
        { row: 7, error: "available must be true or false, got 'yes'" },
        { row: 8, error: "price must have at most 2 decimals, got '19.999'" },
        { row: 9, error: "price must be at most 100000, got '100000.01'" },
        { row: 10, error: "upc must be 8 to 14 digits, got '1.23457E+11'" },
        { row: 11, error: "name is required; brand is required; price is required; upc must be 8 to 14 digits, got 'oops'" },
      ]);
    });
  });

  describe('header', () => {
    it('fails at once, naming the missing column, before any row is read', async () => {
      const rows = parseProductCsv(fixture('missing-column.csv'));
      const error = await rows.next().then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(ProductCsvError);
      const refusal = error as ProductCsvError;
      expect(refusal.code).toBe('CSV_MISSING_COLUMN');
      expect(refusal.kind).toBe('validation');
      expect(refusal.message).toBe(
        'Missing required column: price. The header row has Name, Description, Brand, Categories; required are name, brand, price.',
      );
    });

    it('names every missing column', async () => {
      const error = await refusal(fromText('description,image\nx,y\n'));
      expect(error.message).toMatch(/^Missing required columns: name, brand, price\. /);
    });

    it('refuses a column given twice', async () => {
      const error = await refusal(fromText('name,brand,price,Price\nGin,Oak,1,2\n'));
      expect(error.code).toBe('CSV_DUPLICATE_COLUMN');
      expect(error.message).toBe('Column price appears more than once in the header row; keep one of each.');
    });

    it.each([
      ['an empty file', ''],
      ['a file with only a BOM', '\uFEFF'],
      ['a file of blank lines', '\n\r\n\n'],
    ])('refuses %s', async (_what, text) => {
      const error = await refusal(fromText(text));
      expect(error.code).toBe('CSV_EMPTY_FILE');
      expect(error.message).toBe('The file is empty. The first row must be a header with at least the columns name, brand, price.');
    });

    it('tells the known columns of the header, in header order, before the first batch', async () => {
      const seen: string[][] = [];
      const batches = parseProductCsv(fixture('quirks.csv'), { onHeader: (columns) => seen.push([...columns]) });
      await batches.next();
      expect(seen).toEqual([['name', 'description', 'brand', 'price', 'categories', 'available', 'image', 'upc']]);
      await batches.return(undefined);
    });

    it('reads only the header for a quick check of an upload', async () => {
      const source = fixture('valid.csv');
      expect(await readProductCsvHeader(source)).toEqual(['name', 'description', 'brand', 'price', 'categories', 'available', 'image', 'upc']);
      expect(source.destroyed).toBe(true);
      expect(await readProductCsvHeader(fromText('Price,NAME,brand\r\n'))).toEqual(['price', 'name', 'brand']);
      await expect(readProductCsvHeader(fixture('missing-column.csv'))).rejects.toMatchObject({ code: 'CSV_MISSING_COLUMN' });
      await expect(readProductCsvHeader(fromText(''))).rejects.toMatchObject({ code: 'CSV_EMPTY_FILE' });
    });

    it('yields nothing for a header without rows', async () => {
      expect(await readBatches(fromText('name,brand,price\r\n'))).toEqual([]);
    });
  });

  describe('malformed files', () => {
    it('names the row of a quote that is never closed', async () => {
      const error = await refusal(fromText('name,brand,price\nGin,Oak,1\n"Rum,Oak,2\nVodka,Oak,3\n'));
      expect(error.code).toBe('CSV_MALFORMED');
      expect(error.message).toBe('Row 3: a quoted field is never closed. Add the missing closing quote (") or remove the opening one.');
    });

    it('stops an unclosed quote from swallowing a large file', async () => {
      const tail = 'Vodka,Oak,3\n'.repeat(20_000); // ~240 KB after the stray quote
      const error = await refusal(fromText(`name,brand,price\nGin,Oak,1\n\n"Rum,Oak,2\n${tail}`));
      expect(error.code).toBe('CSV_MALFORMED');
      expect(error.message).toBe('Row 4 is longer than 128 KB; it probably has a quote (") that is never closed.');
    });

    it('passes on a read error of the source', async () => {
      const failing = new Readable({
        read() {
          this.destroy(new Error('disk read failed'));
        },
      });
      await expect(readAll(failing)).rejects.toThrow('disk read failed');
    });
  });

  describe('batches', () => {
    function generatedCsv(rows: number): Readable {
      // Produced lazily, chunk by chunk, as a large upload would arrive.
      async function* lines(): AsyncGenerator<string> {
        yield 'name,brand,price\n';
        for (let index = 1; index <= rows; index += 1) yield `Product ${index},Oak & Ember,${index}.99\n`;
      }
      return Readable.from(lines());
    }

    it(`defaults to ${DEFAULT_PRODUCT_CSV_BATCH_SIZE} records and numbers rows without gaps`, async () => {
      const batches = await readBatches(generatedCsv(2_501));
      expect(batches.map((batch) => batch.length)).toEqual([1000, 1000, 501]);
      const rowNumbers = batches.flat().map((record) => record.rowNumber);
      expect(rowNumbers[0]).toBe(2);
      expect(rowNumbers[rowNumbers.length - 1]).toBe(2_502);
      expect(rowNumbers.every((row, index) => row === index + 2)).toBe(true);
    });

    it('honours a custom batch size', async () => {
      expect((await readBatches(fixture('valid.csv'), { batchSize: 2 })).map((batch) => batch.length)).toEqual([2, 1]);
    });

    it('refuses a batch size below 1', async () => {
      await expect(readAll(fixture('valid.csv'), { batchSize: 0 })).rejects.toThrow(RangeError);
    });

    it('releases the source when the consumer stops early', async () => {
      const source = generatedCsv(5_000);
      for await (const batch of parseProductCsv(source, { batchSize: 10 })) {
        expect(batch).toHaveLength(10);
        break;
      }
      expect(source.destroyed).toBe(true);
    });
  });

  it('reads its own template', async () => {
    const results = (await readAll(fromText(PRODUCT_CSV_TEMPLATE))).map(validateProductRow);
    expect(results).toHaveLength(2);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results[0]).toMatchObject({
      row: { rowNumber: 2, brandName: 'Example Distillery', priceCents: 5499, categories: ['whiskey', 'bourbon'], upc: '012345678905' },
    });
    expect(results[1]).toMatchObject({ row: { rowNumber: 3, available: false, image: null, upc: null } });
  });
});
