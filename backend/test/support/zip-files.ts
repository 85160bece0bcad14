import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  readonly name: string;
  /** The entry's bytes as stored (deflated unless `stored`). */
  readonly packed: Buffer;
  /** The uncompressed size written into the headers: the truth, or a lie. */
  readonly declaredSize: number;
  readonly crc?: number;
  readonly stored?: boolean;
}

/** A deflated entry whose headers tell the truth. */
export function deflatedEntry(name: string, content: Buffer | string): ZipEntryInput {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { name, packed: deflateRawSync(bytes), declaredSize: bytes.length, crc: crc32(bytes) };
}

/** `chunk` repeated `times` times, deflated as one stream without ever holding the whole content (a zip bomb's entry). */
export async function deflatedRepeat(chunk: Buffer, times: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  for (let index = 0; index < times; index += 1) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** The smallest zip writer that reads like an .xlsx to a zip reader: local headers, then the central directory. */
export function zipOf(entries: readonly ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.packed);
    directory.push(central, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** An .xlsx whose xl/sharedStrings.xml inflates to more than `inflatedBytes`: one shared string of repeated letters. */
export async function sharedStringsBomb(inflatedBytes: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  const times = Math.ceil(inflatedBytes / chunk.length) + 1;
  const packed = await deflatedRepeat(chunk, times);
  return zipOf([
    deflatedEntry('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    deflatedEntry('xl/workbook.xml', '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>'),
    // The central directory and local header claim a few kilobytes: only counting while inflating finds the truth.
    { name: 'xl/sharedStrings.xml', packed, declaredSize: 4096 },
    deflatedEntry('xl/worksheets/sheet1.xml', '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>'),
  ]);
}
