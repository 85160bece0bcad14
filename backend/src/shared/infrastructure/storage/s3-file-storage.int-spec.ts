import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { StoredFileMissingError } from '../../application/file-storage.port';
import { S3FileStorage } from './s3-file-storage';
import { parseStorageLocation } from './storage-location';

/** The S3 adapter through the S3 protocol, against s3rver (a local S3-compatible server) started here. */
describe('S3FileStorage (against s3rver)', () => {
  let directory: string;
  let server: S3rver;
  let endpoint: string;
  let storage: S3FileStorage;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'rounds-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'rounds-test', configs: [] }] });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    const problems: string[] = [];
    const location = parseStorageLocation(`s3://rounds-test/shop?region=us-east-1&endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`, '/unused', { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, problems);
    expect(problems).toEqual([]);
    storage = new S3FileStorage(location as Extract<typeof location, { kind: 's3' }>);
  });
  afterAll(async () => {
    storage?.close();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const bytesOf = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('saves, measures, reads back, replaces and deletes an object by key, under the prefix', async () => {
    expect(await storage.save('imports/a.csv', Readable.from([Buffer.from('name,brand\n'), Buffer.from('x,y\n')]), { contentType: 'text/csv' })).toEqual({ sizeBytes: 15 });
    expect(await storage.size('imports/a.csv')).toBe(15);
    expect((await bytesOf(await storage.open('imports/a.csv'))).toString('utf8')).toBe('name,brand\nx,y\n');
    // Under the location's prefix in the bucket, as the S3 protocol sees it.
    const raw = await fetch(`${endpoint}/rounds-test/shop/imports/a.csv`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('text/csv');

    await storage.save('imports/a.csv', Readable.from([Buffer.from('new')]));
    expect((await bytesOf(await storage.open('imports/a.csv'))).toString('utf8')).toBe('new');
    await storage.delete('imports/a.csv');
    await storage.delete('imports/a.csv');
    await expect(storage.size('imports/a.csv')).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.open('imports/a.csv')).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('uploads a stream larger than one part as a multipart upload, byte for byte', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024 + 123, 7);
    big.write('start', 0);
    big.write('end', big.length - 3);
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, index) => big.subarray(index * 65536, (index + 1) * 65536));
    expect(await storage.save('uploads/big', Readable.from(chunks))).toEqual({ sizeBytes: big.length });
    expect((await bytesOf(await storage.open('uploads/big'))).equals(big)).toBe(true);
    await storage.delete('uploads/big');
  });

  it('leaves no object behind when the source fails, small or multipart', async () => {
    for (const size of [1000, 9 * 1024 * 1024]) {
      let sent = 0;
      const failing = new Readable({
        read() {
          if (sent >= size) return this.destroy(new Error('connection reset'));
          sent += 65536;
          this.push(Buffer.alloc(65536, 1));
        },
      });
      await expect(storage.save('uploads/broken', failing)).rejects.toThrow('connection reset');
      await expect(storage.size('uploads/broken')).rejects.toBeInstanceOf(StoredFileMissingError);
    }
  });

  it('answers a presigned PUT URL that stores the object through the S3 protocol', async () => {
    const url = await storage.presignedPutUrl('uploads/presigned', { contentType: 'image/png', expiresInSeconds: 900 });
    expect(url).toMatch(/X-Amz-Signature=/);
    expect(url).toMatch(/X-Amz-Expires=900/);
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: Buffer.from('png bytes') });
    expect(put.status).toBe(200);
    expect((await bytesOf(await storage.open('uploads/presigned'))).toString()).toBe('png bytes');
    await storage.delete('uploads/presigned');
  });

  it.each(['../escape.csv', '/etc/passwd', 'a//b', ''])('refuses the key %p', async (key) => {
    await expect(storage.size(key)).rejects.toThrow(RangeError);
  });
});
