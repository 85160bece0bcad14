import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { deflatedEntry, deflatedRepeat, zipOf } from '../../../../../test/support/zip-files';
import { InvalidSpreadsheetError, SpreadsheetTooLargeError } from '../../domain/import-pipeline/sheet-format';
import { checkWorkbookLimits } from './xlsx-workbook-limits';

const MB = 1024 * 1024;
const LIMITS = { maxInflatedBytes: 1 * MB, maxSharedStrings: 1000, maxRows: 500 };

describe('checkWorkbookLimits on crafted zips', () => {
  let dir: string;
  beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'rounds-xlsx-limits-'))));
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  const check = async (bytes: Buffer, limits = LIMITS) => {
    const path = join(dir, `file-${Math.random().toString(16).slice(2)}.xlsx`);
    await writeFile(path, bytes);
    return checkWorkbookLimits(path, limits);
  };
  const sharedStrings = (count: number) => `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>Oak &amp; Ash</t></si>'.repeat(count)}</sst>`;
  const sheet = (rows: number) => `<worksheet><sheetData>${Array.from({ length: rows }, (_, index) => `<row r="${index + 1}"><c r="A${index + 1}"><v>1</v></c></row>`).join('')}</sheetData></worksheet>`;

  it('lets a real workbook through', async () => {
    const workbook = new ExcelJS.Workbook();
    const worksheet = workbook.addWorksheet('Images');
    worksheet.addRow(['Brand Name', 'Product Name', 'Image Type', 'Image File Name']);
    for (let index = 0; index < 50; index += 1) worksheet.addRow([`Brand ${index}`, '', 'logo', `logo-${index}.png`]);
    await expect(check(Buffer.from(await workbook.xlsx.writeBuffer()))).resolves.toBeUndefined();
  });

  it('refuses an entry that truthfully declares more than the limit, naming it', async () => {
    const entry = deflatedEntry('xl/sharedStrings.xml', Buffer.alloc(2 * MB, 'a'));
    const refusal = check(zipOf([entry]));
    await expect(refusal).rejects.toBeInstanceOf(SpreadsheetTooLargeError);
    await expect(refusal).rejects.toThrow(/^The spreadsheet expands to more than 1 MB when unpacked/);
  });

  it('refuses an entry whose central directory lies about its size, counting while inflating', async () => {
    const packed = await deflatedRepeat(Buffer.alloc(64 * 1024, 'b'), 40); // 2.5 MB inflated, declared 10 bytes
    await expect(check(zipOf([{ name: 'xl/styles.xml', packed, declaredSize: 10 }]))).rejects.toThrow(/expands to more than 1 MB/);
  });

  it('counts the inflated bytes of all entries together', async () => {
    const entries = Array.from({ length: 3 }, (_, index) => ({ name: `xl/media/part-${index}.bin`, packed: deflatedEntry('x', Buffer.alloc(400 * 1024, 'c')).packed, declaredSize: 1 }));
    await expect(check(zipOf(entries))).rejects.toThrow(/expands to more than 1 MB/);
  });

  it('reads zip64 sizes: a truthful small entry passes, a huge declared one is refused', async () => {
    const withZip64 = (declaredSize: bigint) => {
      const entry = deflatedEntry('xl/workbook.xml', '<workbook/>');
      const zip = zipOf([entry]);
      // Rewrite the directory entry's sizes as "see zip64" and append the extra field holding them.
      const end = zip.length - 22;
      const directory = zip.readUInt32LE(end + 16);
      const central = Buffer.from(zip.subarray(directory, end));
      central.writeUInt32LE(0xffffffff, 20);
      central.writeUInt32LE(0xffffffff, 24);
      const extra = Buffer.alloc(20);
      extra.writeUInt16LE(1, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(declaredSize, 4);
      extra.writeBigUInt64LE(BigInt(entry.packed.length), 12);
      central.writeUInt16LE(extra.length, 30);
      const tail = Buffer.from(zip.subarray(end));
      tail.writeUInt32LE(central.length + extra.length, 12);
      return Buffer.concat([zip.subarray(0, directory), central, extra, tail]);
    };
    await expect(check(withZip64(11n))).resolves.toBeUndefined();
    await expect(check(withZip64(5n * 1024n * 1024n * 1024n))).rejects.toThrow(/expands to more than 1 MB/);
  });

  it('refuses too many shared strings, and one short of the limit passes', async () => {
    await expect(check(zipOf([deflatedEntry('xl/sharedStrings.xml', sharedStrings(1001))]))).rejects.toThrow(/more than 1,000 different texts \(shared strings\)/);
    await expect(check(zipOf([deflatedEntry('xl/sharedStrings.xml', sharedStrings(1000))]))).resolves.toBeUndefined();
  });

  it('counts shared strings split across inflated chunks exactly', async () => {
    // 20,000 strings over many 16 kB inflate chunks: tags cut at chunk edges are counted once.
    const limits = { ...LIMITS, maxSharedStrings: 20_000 };
    await expect(check(zipOf([deflatedEntry('xl/sharedStrings.xml', sharedStrings(20_000))]), limits)).resolves.toBeUndefined();
    await expect(check(zipOf([deflatedEntry('xl/sharedStrings.xml', sharedStrings(20_001))]), limits)).rejects.toBeInstanceOf(SpreadsheetTooLargeError);
  });

  it('refuses a worksheet with more rows than an import reads', async () => {
    await expect(check(zipOf([deflatedEntry('xl/worksheets/sheet1.xml', sheet(501))]))).rejects.toThrow(/more than 500 rows/);
    await expect(check(zipOf([deflatedEntry('xl/worksheets/sheet1.xml', sheet(500))]))).resolves.toBeUndefined();
  });

  it('refuses as a damaged file (400) what is no zip, a cut deflate stream, and an entry hidden from the directory', async () => {
    await expect(check(Buffer.from('PK\x03\x04 not really a zip'))).rejects.toBeInstanceOf(InvalidSpreadsheetError);
    const whole = deflatedEntry('xl/sharedStrings.xml', sharedStrings(100));
    await expect(check(zipOf([{ ...whole, packed: whole.packed.subarray(0, whole.packed.length - 20) }]))).rejects.toBeInstanceOf(InvalidSpreadsheetError);
    // A local entry the central directory does not list: a streaming unzipper would still read it.
    const hidden = zipOf([deflatedEntry('xl/hidden.xml', Buffer.alloc(1000, 'd')), deflatedEntry('xl/workbook.xml', '<workbook/>')]);
    const listed = zipOf([deflatedEntry('xl/workbook.xml', '<workbook/>')]);
    const hiddenLocal = hidden.subarray(0, hidden.indexOf(Buffer.from('PK\x03\x04'), 4));
    const shifted = Buffer.concat([hiddenLocal, listed]);
    // Point the directory past the hidden entry, as a forger would.
    const end = shifted.length - 22;
    shifted.writeUInt32LE(shifted.readUInt32LE(end + 16) + hiddenLocal.length, end + 16);
    const directory = shifted.readUInt32LE(end + 16);
    shifted.writeUInt32LE(hiddenLocal.length, directory + 42);
    await expect(check(shifted)).rejects.toBeInstanceOf(InvalidSpreadsheetError);
  });
});
