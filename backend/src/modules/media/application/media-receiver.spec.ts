import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EmptyUploadError, UploadContentMismatchError, UploadTooLargeError } from '../domain/media.errors';
import { CheckedMediaStream } from './media-receiver';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function run(chunks: Buffer[], family: 'image' | 'video') {
  const checked = new CheckedMediaStream(family);
  const out: Buffer[] = [];
  await pipeline(Readable.from(chunks), checked, async (source) => {
    for await (const chunk of source) out.push(chunk as Buffer);
  });
  return { type: checked.sniffed, bytes: Buffer.concat(out) };
}

describe('CheckedMediaStream', () => {
  it('passes the bytes through unchanged once the first ones, even split in pieces, show the type', async () => {
    const file = Buffer.concat([PNG_HEAD, Buffer.alloc(100, 7)]);
    const result = await run([file.subarray(0, 3), file.subarray(3, 9), file.subarray(9)], 'image');
    expect(result).toEqual({ type: 'image/png', bytes: file });
  });

  it('sniffs a file shorter than the sniffing window at its end', async () => {
    expect((await run([Buffer.from([0xff, 0xd8, 0xff, 0xdb])], 'image')).type).toBe('image/jpeg');
  });

  it('refuses bytes of another family or of no accepted type', async () => {
    await expect(run([Buffer.concat([PNG_HEAD, Buffer.alloc(16)])], 'video')).rejects.toBeInstanceOf(UploadContentMismatchError);
    await expect(run([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')], 'image')).rejects.toBeInstanceOf(UploadContentMismatchError);
  });

  it('refuses an empty body', async () => {
    await expect(run([], 'image')).rejects.toBeInstanceOf(EmptyUploadError);
  });

  it('stops at the chunk that crosses the limit, and takes exactly the limit', async () => {
    const head = Buffer.concat([PNG_HEAD, Buffer.alloc(8)]);
    const rest = Buffer.alloc(10_485_760 - head.length);
    expect((await run([head, rest], 'image')).bytes.length).toBe(10_485_760);
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 1;
        this.push(pulled === 1 ? head : Buffer.alloc(1024 * 1024));
      },
    });
    const checked = new CheckedMediaStream('image');
    await expect(pipeline(endless, checked, async (source) => {
      for await (const _chunk of source) void _chunk;
    })).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(pulled).toBeLessThan(16); // it stopped reading: 11 MiB pulled at most, not forever
  });
});
