import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import type { SpreadsheetLimits } from '../../../../config/app-config';
import { InvalidSpreadsheetError, SpreadsheetTooLargeError } from '../../domain/import-pipeline/sheet-format';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
/** The end record (22 bytes) plus the longest zip comment. */
const END_RECORD_SEARCH_BYTES = 22 + 0xffff;
/** A data descriptor (optional signature, crc, two sizes, 32 or 64 bits wide) is all that may sit between two entries. */
const MAX_DATA_DESCRIPTOR_BYTES = 24;
const SHARED_STRING = /<(?:[A-Za-z_][\w.-]*:)?si[\s>/]/g;
const ROW = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;
/** Longer than any tag prefix the patterns above match, so a tag split across two chunks is still counted once. */
const CARRY_CHARS = 64;

interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly declaredSize: number;
  readonly headerOffset: number;
}

/**
 * The bounded pass over an uploaded .xlsx before anything parses it: a workbook is a zip, and a few
 * megabytes of it can inflate to gigabytes (a "zip bomb" of shared strings). Reads the central directory
 * and refuses a workbook whose declared sizes exceed the limit, then inflates every entry as a stream,
 * holding only the current chunk, counting the bytes it really expands to (declared sizes can lie), the
 * shared strings and each worksheet's rows, and stops at the first limit crossed. The entries must lie
 * back to back from the start of the file to the directory, so no entry a streaming unzipper would read
 * goes unchecked.
 */
export async function checkWorkbookLimits(path: string, limits: SpreadsheetLimits): Promise<void> {
  const entries = await readCentralDirectory(path);
  let declared = 0;
  for (const entry of entries) declared += entry.declaredSize;
  if (declared > limits.maxInflatedBytes) throw SpreadsheetTooLargeError.inflated(limits.maxInflatedBytes);

  const budget = { inflatedBytes: 0 };
  for (const entry of entries) await inflateCounting(path, entry, limits, budget);
}

async function readCentralDirectory(path: string): Promise<ZipEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, END_RECORD_SEARCH_BYTES);
    const tail = await readAt(file, size - tailLength, tailLength);
    let end = -1;
    for (let at = tail.length - 22; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) throw damaged();
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff || directoryOffset + directorySize > size) throw damaged();

    const directory = await readAt(file, directoryOffset, directorySize);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let index = 0; index < count; index += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw damaged();
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const wide = zip64Sizes(directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), {
        declaredSize: directory.readUInt32LE(at + 24),
        compressedSize: directory.readUInt32LE(at + 20),
        headerOffset: directory.readUInt32LE(at + 42),
      });
      const entry: ZipEntry = { ...wide, method: directory.readUInt16LE(at + 10), name: directory.toString('utf8', at + 46, at + 46 + nameLength) };
      if (entry.method !== 0 && entry.method !== 8) throw damaged(`an entry packed with zip method ${entry.method}`);
      entries.push(entry);
      at += 46 + nameLength + extraLength + directory.readUInt16LE(at + 32);
    }

    entries.sort((left, right) => left.headerOffset - right.headerOffset);
    let expectedOffset = 0;
    for (const entry of entries) {
      const gap = entry.headerOffset - expectedOffset;
      if (gap < 0 || gap > MAX_DATA_DESCRIPTOR_BYTES) throw damaged();
      expectedOffset = (await dataStart(file, entry)) + entry.compressedSize;
    }
    const gap = directoryOffset - expectedOffset;
    if (gap < 0 || gap > MAX_DATA_DESCRIPTOR_BYTES) throw damaged();
    return entries;
  } finally {
    await file.close();
  }
}

/**
 * A field of 0xffffffff means "see the zip64 extra field" (id 1), which holds the wide values in this
 * order, each only when its narrow field is saturated. Some writers use it for small entries too.
 */
function zip64Sizes(extra: Buffer, narrow: { declaredSize: number; compressedSize: number; headerOffset: number }): typeof narrow {
  const saturated = 0xffffffff;
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 1) {
      const wide = { ...narrow };
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > at + 4 + size || field + 8 > extra.length) throw damaged();
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (narrow.declaredSize === saturated) wide.declaredSize = next();
      if (narrow.compressedSize === saturated) wide.compressedSize = next();
      if (narrow.headerOffset === saturated) wide.headerOffset = next();
      return wide;
    }
    at += 4 + size;
  }
  return narrow;
}

async function dataStart(file: Awaited<ReturnType<typeof open>>, entry: ZipEntry): Promise<number> {
  const header = await readAt(file, entry.headerOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_FILE_HEADER) throw damaged();
  return entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
}

async function readAt(file: Awaited<ReturnType<typeof open>>, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function inflateCounting(path: string, entry: ZipEntry, limits: SpreadsheetLimits, budget: { inflatedBytes: number }): Promise<void> {
  const file = await open(path, 'r');
  let start: number;
  try {
    start = await dataStart(file, entry);
  } finally {
    await file.close();
  }
  const name = entry.name.toLowerCase();
  const counter = name === 'xl/sharedstrings.xml'
    ? new TagCounter(SHARED_STRING, limits.maxSharedStrings, () => SpreadsheetTooLargeError.sharedStrings(limits.maxSharedStrings))
    : /^xl\/worksheets\/[^/]+\.xml$/.test(name)
      ? new TagCounter(ROW, limits.maxRows, () => SpreadsheetTooLargeError.rows(limits.maxRows))
      : null;
  if (entry.compressedSize === 0) return;
  const source = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      budget.inflatedBytes += chunk.length;
      if (budget.inflatedBytes > limits.maxInflatedBytes) return done(SpreadsheetTooLargeError.inflated(limits.maxInflatedBytes));
      try {
        counter?.count(chunk);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    final(done) {
      try {
        counter?.finish();
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  try {
    if (entry.method === 8) await pipeline(source, createInflateRaw(), sink);
    else await pipeline(source, sink);
  } catch (error) {
    if (error instanceof SpreadsheetTooLargeError) throw error;
    throw damaged(`the entry ${entry.name} cannot be unpacked`);
  }
}

/** Counts an XML element's start tags across chunk boundaries, refusing past `max`. */
class TagCounter {
  private carry = '';
  private found = 0;

  constructor(
    private readonly tag: RegExp,
    private readonly max: number,
    private readonly refusal: () => Error,
  ) {}

  count(chunk: Buffer): void {
    // latin1 maps every byte to one character, so ASCII tags match whatever the encoding of the text between them.
    this.carry = this.countIn(this.carry + chunk.toString('latin1'), CARRY_CHARS);
  }

  finish(): void {
    this.carry = this.countIn(this.carry, 0);
  }

  /** Counts the tags that end before the last `carry` characters; returns the text to carry into the next chunk. */
  private countIn(text: string, carry: number): string {
    const keepFrom = Math.max(0, text.length - carry);
    this.tag.lastIndex = 0;
    let match: RegExpExecArray | null;
    while ((match = this.tag.exec(text)) !== null) {
      // A tag reaching into the carried tail is counted with the next chunk, once.
      if (match.index + match[0].length > keepFrom) return text.slice(match.index);
      this.found += 1;
      if (this.found > this.max) throw this.refusal();
    }
    return text.slice(keepFrom);
  }
}

function damaged(detail = 'a damaged .xlsx file'): InvalidSpreadsheetError {
  return new InvalidSpreadsheetError(detail);
}
