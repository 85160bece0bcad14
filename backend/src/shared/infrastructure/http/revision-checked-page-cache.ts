import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Response } from 'express';
import { acceptsEncoding, API_COMPRESSION_THRESHOLD_BYTES } from './compress-api-answers';

/** An answer as sent: the JSON body, a total (the catalog's X-Total-Count; 0 where there is none), and an entity tag for If-None-Match. */
export interface CachedPage {
  body: Buffer;
  total: number;
  etag: string;
  /** The body compressed, made the first time a client asks for each encoding (see encodedBody). */
  encoded?: Partial<Record<PageEncoding, Buffer>>;
}

export type PageEncoding = 'br' | 'gzip';

/**
 * The page's body in `encoding`, compressed once and kept with the cached page: the hot path then
 * sends compressed bytes without compressing per request (docs/decisions/storefront-delivery.md, "Compression and caching").
 */
export function encodedBody(page: CachedPage, encoding: PageEncoding): Buffer {
  page.encoded ??= {};
  return (page.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length } })
      : gzipSync(page.body, { level: 6 }));
}

/** The page as JSON with its ETag (Express answers a matching If-None-Match with 304); compressed (from the copy kept with the cached page) when large enough and the client accepts it. */
export function sendCachedPage(response: Response, page: CachedPage): void {
  response.setHeader('ETag', page.etag);
  response.type('application/json');
  if (page.body.length < API_COMPRESSION_THRESHOLD_BYTES) return void response.send(page.body);
  response.vary('Accept-Encoding');
  const accepted = response.req.headers['accept-encoding'];
  const encoding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
  if (!encoding) return void response.send(page.body);
  response.setHeader('Content-Encoding', encoding);
  response.send(encodedBody(page, encoding));
}

interface Entry {
  revision: string;
  page: CachedPage;
}

/**
 * Serialized answers, each valid for the revision it was read at: the caller reads the revision from
 * PostgreSQL first on every request, and writes to what the answer is read from move that revision in
 * their own transaction, so an answer is reused only while nothing it was read from has changed and a
 * stale answer is never served (docs/performance.md, Catalog and Ledger). Per process, bounded in
 * entries and bytes; the least recently used answer goes first. Concurrent misses of one key at one
 * revision share a single database read. A derived cache checked against PostgreSQL on every request,
 * so several API processes stay correct. Used for the product listing (ProductPageCache) and the sales
 * analytics (SalesAnalyticsCache).
 */
export class RevisionCheckedPageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  /** Request URLs (path and query string as sent) already validated into a key: a URL always gives the same key. */
  private readonly keysByUrl = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /** The page under `key` as of `revision`: from the cache while the revision is unchanged, else read (the read must begin after `revision` was read). */
  async get(key: string, revision: string, read: () => Promise<{ json: string; total: number }>): Promise<CachedPage> {
    const entry = this.entries.get(key);
    if (entry?.revision === revision) {
      // Map order is recency order: move the hit to the young end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.page;
    }
    const flightKey = `${revision}\u0000${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const reading = read()
      .then(({ json, total }) => {
        const page = toCachedPage(json, total);
        this.store(key, { revision, page });
        return page;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, reading);
    return reading;
  }

  /** The page under `key` only if cached at `revision` (no read): for a fast path that falls back to the full handler. */
  cached(key: string, revision: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry?.revision !== revision) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Notes that this request URL (path and query string as the client sent them) validated into this page key. */
  rememberUrl(url: string, key: string): void {
    if (this.keysByUrl.get(url) === key) return;
    this.keysByUrl.delete(url);
    // Several URLs may name one page; the oldest URL goes first.
    if (this.keysByUrl.size >= this.maxEntries * 4) this.keysByUrl.delete(this.keysByUrl.keys().next().value as string);
    this.keysByUrl.set(url, key);
  }

  /** The cached page for a request URL seen before, only while `revision` is still its revision. */
  pageForUrl(url: string, revision: string): CachedPage | undefined {
    const key = this.keysByUrl.get(url);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (entry?.revision !== revision) return undefined;
    this.entries.delete(key as string);
    this.entries.set(key as string, entry);
    return entry.page;
  }

  knowsUrl(url: string): boolean {
    return this.keysByUrl.has(url);
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry): void {
    this.remove(key);
    const size = entry.page.body.length;
    if (size > this.maxBytes) return;
    while (this.entries.size >= this.maxEntries || this.bytes + size > this.maxBytes) {
      this.remove(this.entries.keys().next().value as string);
    }
    this.entries.set(key, entry);
    this.bytes += size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.page.body.length;
  }
}

function toCachedPage(json: string, total: number): CachedPage {
  const body = Buffer.from(json, 'utf8');
  // The tag covers the total too, so a 304 never keeps a client on an outdated X-Total-Count.
  const digest = createHash('sha1').update(body).update(`\n${total}`).digest('base64url');
  return { body, total, etag: `W/"${body.length.toString(16)}-${digest}"` };
}
