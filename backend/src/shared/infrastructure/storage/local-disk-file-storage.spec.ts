import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { StoredFileMissingError } from '../../application/file-storage.port';
import { LocalDiskFileStorage } from './local-disk-file-storage';

describe('LocalDiskFileStorage', () => {
  let root: string;
  let storage: LocalDiskFileStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'rounds-storage-'));
    storage = new LocalDiskFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const text = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  it('saves, measures, reads back, replaces and deletes a file by key', async () => {
    expect(await storage.save('imports/a.csv', Readable.from(['name,brand\n', 'x,y\n']))).toEqual({ sizeBytes: 15 });
    expect(await storage.size('imports/a.csv')).toBe(15);
    expect(await text(await storage.open('imports/a.csv'))).toBe('name,brand\nx,y\n');
    await storage.save('imports/a.csv', Readable.from(['new']));
    expect(await readFile(join(root, 'imports', 'a.csv'), 'utf8')).toBe('new');
    await storage.delete('imports/a.csv');
    await storage.delete('imports/a.csv');
    await expect(storage.size('imports/a.csv')).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(storage.open('imports/a.csv')).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it('leaves no partial file behind when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.save('imports/b.csv', failing)).rejects.toThrow('connection reset');
    expect(await readdir(join(root, 'imports'))).toEqual([]);
  });

  it.each(['../escape.csv', '/etc/passwd', 'a/../../b', 'a//b', '', 'a/./b'])('refuses the key %p', async (key) => {
    await expect(storage.size(key)).rejects.toThrow(RangeError);
  });
});
