import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'superagent';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

const SESSION_SECRET = 'test-session-secret-that-is-long-enough-123';
const MB10 = 10_485_760;
const MB50 = 52_428_800;

/** POST /api/objects/upload, PUT to the signed URL, GET the object: every refusal through HTTP. */
describe('Object uploads (e2e)', () => {
  let app: TestApp;
  let storageDir: string;
  let owner: { agent: TestAgent; user: { id: string } };

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-objects-'));
    app = await createTestApp({ env: { STORAGE_DIR: storageDir } });
    await app.app.listen(0, '127.0.0.1');
    owner = await app.registerAndSignIn('uploader');
  });
  afterAll(async () => {
    await app.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const newUploadUrl = async (agent: TestAgent = owner.agent) => {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(200)).body;
    const url = new URL(uploadURL);
    return { url, pathAndQuery: `${url.pathname}${url.search}`, key: url.pathname.split('/').pop()! };
  };
  const put = (pathAndQuery: string, type: string | undefined, body: Buffer) => {
    const call = app.http().put(pathAndQuery);
    if (type) call.set('Content-Type', type);
    return call.send(body);
  };
  const stateOf = async (key: string) => (await app.query<{ state: string }>('select state from uploaded_objects where key = $1', [key]))[0]?.state;
  const storedFiles = async () => readdir(join(storageDir, 'uploads')).catch(() => [] as string[]);

  const png = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: '#c08040' } }).png().toBuffer();
  const mp4 = (brand = 'isom', size = 4096) => {
    const bytes = Buffer.alloc(size, 0x2a);
    bytes.writeUInt32BE(24, 0);
    bytes.write('ftyp', 4, 'latin1');
    bytes.write(brand, 8, 'latin1');
    return bytes;
  };

  it('answers 401 to POST /api/objects/upload when signed out', async () => {
    expect((await app.http().post('/api/objects/upload').expect(401)).body.code).toBe('NOT_SIGNED_IN');
  });

  it('issues an absolute URL whose path is the public path, signed, valid 15 minutes', async () => {
    const before = Date.now();
    const { url, key } = await newUploadUrl();
    expect(url.pathname).toBe(`/objects/uploads/${key}`);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const expires = Number(url.searchParams.get('expires')) * 1000;
    expect(expires).toBeGreaterThan(before + 14 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000);
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await app.query('select owner_user_id, state from uploaded_objects where key = $1', [key])).toEqual([{ owner_user_id: owner.user.id, state: 'issued' }]);
  });

  it('stores a PNG, answers {objectPath} and serves it immutable with its type, nosniff and an ETag (304 on a match)', async () => {
    const { pathAndQuery, key } = await newUploadUrl();
    const stored = await put(pathAndQuery, 'image/png', await png()).expect(200);
    expect(stored.body).toEqual({ objectPath: `/objects/uploads/${key}` });

    const served = await app.http().get(`/objects/uploads/${key}`).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('png');
    await app.http().get(`/objects/uploads/${key}`).set('If-None-Match', served.headers.etag).expect(304);
    await app.http().head(`/objects/uploads/${key}`).expect(200);
    expect(await app.query('select owner_user_id, state, content_type from uploaded_objects where key = $1', [key])).toEqual([
      { owner_user_id: owner.user.id, state: 'stored', content_type: 'image/png' },
    ]);
  });

  it('re-encodes a JPEG: EXIF and GPS gone, orientation applied, longest side at most 2,400 px', async () => {
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: 'secret-home-address' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes(Buffer.from('secret-home-address'))).toBe(true);
    const { pathAndQuery, key } = await newUploadUrl();
    await put(pathAndQuery, 'image/jpeg', photo).expect(200);
    const served = (await app.http().get(`/objects/uploads/${key}`).buffer(true).parse(binary).expect(200)).body as Buffer;
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 2400 }); // rotated by its orientation, then scaled
    expect(metadata.exif).toBeUndefined();
    expect(served.includes(Buffer.from('secret-home-address'))).toBe(false);
  });

  it('stores WebP, and MP4 and MOV videos byte for byte with their sniffed types', async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).webp().toBuffer();
    const cases: [string, Buffer, string][] = [
      ['image/webp', webp, 'image/webp'],
      ['video/mp4', mp4('mp42'), 'video/mp4'],
      ['video/quicktime', mp4('qt  '), 'video/quicktime'],
    ];
    for (const [type, body, servedAs] of cases) {
      const { pathAndQuery, key } = await newUploadUrl();
      await put(pathAndQuery, type, body).expect(200);
      const served = await app.http().get(`/objects/uploads/${key}`).buffer(true).parse(binary).expect(200);
      expect(served.headers['content-type']).toBe(servedAs);
      if (type.startsWith('video/')) expect((served.body as Buffer).equals(body)).toBe(true);
    }
  });

  it.each([
    ['HTML sent as image/jpeg', 'image/jpeg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['SVG sent as image/jpeg', 'image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a GIF sent as image/png', 'image/png', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!', 'latin1')],
    ['a PNG sent as video/mp4', 'video/mp4', Buffer.from('\x89PNG\r\n\x1a\n0000000000000000', 'latin1')],
    ['an MP4 sent as image/png', 'image/png', mp4()],
  ])('refuses %s with 415 by its bytes and keeps nothing', async (_name, type, body) => {
    const { pathAndQuery, key } = await newUploadUrl();
    const response = await put(pathAndQuery, type, body).expect(415);
    expect(response.body).toEqual({ statusCode: 415, code: 'FILE_CONTENT_MISMATCH', message: expect.stringMatching(/^The file's content is not/) });
    expect(await stateOf(key)).toBe('refused');
    expect(await storedFiles()).not.toContain(key);
    await app.http().get(`/objects/uploads/${key}`).expect(404);
  });

  it.each([
    ['text/html', 'text/html'],
    ['image/svg+xml', 'image/svg+xml'],
    ['image/gif', 'image/gif'],
    ['no content type', undefined],
  ])('refuses a declared %s with 415 before reading it, leaving the URL usable', async (_name, type) => {
    const { pathAndQuery, key } = await newUploadUrl();
    const response = await put(pathAndQuery, type, await png()).expect(415);
    expect(response.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(response.body.message).toMatch(/^Only PNG, JPEG or WebP images, or MP4 or MOV videos can be uploaded/);
    expect(await stateOf(key)).toBe('issued');
  });

  it('refuses an empty file and an unreadable image with 400', async () => {
    let upload = await newUploadUrl();
    expect((await put(upload.pathAndQuery, 'image/png', Buffer.alloc(0)).expect(400)).body.code).toBe('EMPTY_FILE');
    upload = await newUploadUrl();
    const truncated = (await png(400, 400)).subarray(0, 60);
    expect((await put(upload.pathAndQuery, 'image/png', truncated).expect(400)).body).toEqual({
      statusCode: 400,
      code: 'INVALID_IMAGE',
      message: 'The image could not be read: it is damaged, truncated or too large in pixels.',
    });
    expect(await stateOf(upload.key)).toBe('refused');
  });

  it('answers 413 before reading when Content-Length is over the limit of the declared family', async () => {
    for (const [type, limit, message] of [
      ['image/png', MB10, 'File size must be less than 10MB'],
      ['video/mp4', MB50, 'File size must be less than 50MB'],
    ] as const) {
      const { url, key } = await newUploadUrl();
      const answer = await rawPut(url, type, { contentLength: limit + 1, send: 64 * 1024 });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message });
      expect(await stateOf(key)).toBe('issued');
    }
  });

  it('answers 413 to a chunked body that crosses the limit as it streams, and keeps nothing', async () => {
    const { url, key } = await newUploadUrl();
    const start = await png();
    const answer = await rawPut(url, 'image/png', { first: start, send: MB10 + 512 * 1024 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).code).toBe('FILE_TOO_LARGE');
    expect(await stateOf(key)).toBe('refused');
    expect(await storedFiles()).not.toContain(key);

    const video = await newUploadUrl();
    const videoAnswer = await rawPut(video.url, 'video/mp4', { first: mp4(), send: MB50 + 512 * 1024 });
    expect(videoAnswer.status).toBe(413);
    expect(await stateOf(video.key)).toBe('refused');
    expect(await storedFiles()).not.toContain(video.key);
    expect((await readdir(join(storageDir, 'uploads'))).filter((name) => name.includes('.partial-'))).toEqual([]);
  });

  it('accepts an image of exactly 10,485,760 bytes', async () => {
    const { pathAndQuery } = await newUploadUrl();
    const exact = Buffer.concat([await png(), Buffer.alloc(MB10 - (await png()).length)]);
    expect(exact.length).toBe(MB10);
    await put(pathAndQuery, 'image/png', exact).expect(200);
  });

  it('refuses a reused URL with 403, also after a refused attempt, and lets one of many racing PUTs through', async () => {
    const { pathAndQuery } = await newUploadUrl();
    await put(pathAndQuery, 'image/png', await png()).expect(200);
    expect((await put(pathAndQuery, 'image/png', await png()).expect(403)).body).toEqual({
      statusCode: 403,
      code: 'UPLOAD_URL_USED',
      message: 'This upload URL has already been used (each one works once). Ask for a new one.',
    });

    const refused = await newUploadUrl();
    await put(refused.pathAndQuery, 'image/jpeg', Buffer.from('<html></html>')).expect(415);
    expect((await put(refused.pathAndQuery, 'image/png', await png()).expect(403)).body.code).toBe('UPLOAD_URL_USED');

    // The claim is one UPDATE in PostgreSQL, so it holds however many API processes share the database.
    const raced = await newUploadUrl();
    const image = await png();
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => put(raced.pathAndQuery, 'image/png', image)))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
  });

  it('refuses forged URLs with 403: another signature, key, expiry or user, or none', async () => {
    const { url, key } = await newUploadUrl();
    const other = await newUploadUrl();
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = [
      `/objects/uploads/${key}?expires=${expires}&signature=${flipped}`,
      `/objects/uploads/${key}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/objects/uploads/${other.key}?expires=${expires}&signature=${signature}`,
      `/objects/uploads/${key}?expires=${expires}`,
      `/objects/uploads/${key}`,
      `/objects/uploads/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e?expires=${expires}&signature=${signature}`,
      `/objects/uploads/not-a-key?expires=${expires}&signature=${signature}`,
      `/objects/uploads/${key}?expires=${expires}&signature=${signUpload(key, '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', Number(expires))}`,
    ];
    for (const path of forged) {
      expect((await put(path, 'image/png', await png()).expect(403)).body.code).toBe('UPLOAD_URL_INVALID');
    }
    expect(await stateOf(key)).toBe('issued');
    await put(`${url.pathname}${url.search}`, 'image/png', await png()).expect(200);
  });

  it('refuses an expired URL with 403, even correctly signed', async () => {
    const { key } = await newUploadUrl();
    const past = Math.floor(Date.now() / 1000) - 60;
    await app.query('update uploaded_objects set expires_at = to_timestamp($2) where key = $1', [key, past]);
    const response = await put(`/objects/uploads/${key}?expires=${past}&signature=${signUpload(key, owner.user.id, past)}`, 'image/png', await png()).expect(403);
    expect(response.body).toEqual({ statusCode: 403, code: 'UPLOAD_URL_EXPIRED', message: 'This upload URL has expired (they are valid for 15 minutes). Ask for a new one.' });
    expect(await stateOf(key)).toBe('issued');
  });

  it('answers a plain 404, never cached, when a stored object has lost its file', async () => {
    const { pathAndQuery, key } = await newUploadUrl();
    await put(pathAndQuery, 'image/png', await png()).expect(200);
    await rm(join(storageDir, 'uploads', key));
    const answer = await app.http().get(`/objects/uploads/${key}`).expect(404);
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.headers.etag ?? '').not.toMatch(/^"[0-9a-f]{32}"$/);
    expect(answer.body.code).toBe('STORED_FILE_MISSING');
  });

  it("forgets the caller's URLs that expired unused a day ago, and refused attempts a week old, when they ask for a new one", async () => {
    const stale = await newUploadUrl();
    const refused = await newUploadUrl();
    await put(refused.pathAndQuery, 'image/jpeg', Buffer.from('<html>')).expect(415);
    const kept = await newUploadUrl();
    await app.query("update uploaded_objects set expires_at = now() - interval '25 hours' where key = $1", [stale.key]);
    await app.query("update uploaded_objects set created_at = now() - interval '8 days' where key = $1", [refused.key]);
    await newUploadUrl();
    expect(await stateOf(stale.key)).toBeUndefined();
    expect(await stateOf(refused.key)).toBeUndefined();
    expect(await stateOf(kept.key)).toBe('issued');
  });

  it('answers 404 for objects that are not stored', async () => {
    const { key } = await newUploadUrl();
    await app.http().get(`/objects/uploads/${key}`).expect(404);
    await app.http().get('/objects/uploads/not-a-key').expect(404);
    await app.http().get('/objects/uploads/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e').expect(404);
  });

  function rawPut(url: URL, type: string, options: { contentLength?: number; first?: Buffer; send: number }): Promise<{ status: number; body: string }> {
    const port = (app.app.getHttpServer().address() as AddressInfo).port;
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { 'content-type': type };
      if (options.contentLength !== undefined) headers['content-length'] = options.contentLength;
      const req = httpRequest({ host: '127.0.0.1', port, method: 'PUT', path: `${url.pathname}${url.search}`, headers });
      let answered = false;
      req.on('response', (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 1);
      const pump = () => {
        if (answered) return req.destroyed || req.end();
        if (sent === 0 && options.first) {
          sent += options.first.length;
          if (!req.write(options.first)) return req.once('drain', pump);
        }
        while (sent < options.send && !answered) {
          const piece = chunk.subarray(0, Math.min(chunk.length, options.send - sent));
          sent += piece.length;
          if (!req.write(piece)) return req.once('drain', pump);
        }
        if (options.contentLength === undefined) req.end();
      };
      pump();
    });
  }
});

function signUpload(key: string, userId: string, expiresAtSeconds: number): string {
  const secret = createHmac('sha256', SESSION_SECRET).update('rounds:object-upload-urls').digest('hex');
  return createHmac('sha256', secret).update(`rounds-upload\n${key}\n${userId}\n${expiresAtSeconds}`).digest('base64url');
}

function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
