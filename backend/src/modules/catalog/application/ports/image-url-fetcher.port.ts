export const IMAGE_URL_FETCHER = Symbol('IMAGE_URL_FETCHER');

/** At most this many bytes (the specification's limit: images up to 10 MB) and this long per URL. */
export const MAX_FETCHED_IMAGE_BYTES = 10_485_760;
export const IMAGE_FETCH_TIMEOUT_MS = 10_000;

/**
 * Fetches an image URL of a spreadsheet row for the import worker, safely: https only, public addresses
 * only (checked after DNS resolution, for every redirect), at most MAX_FETCHED_IMAGE_BYTES within
 * IMAGE_FETCH_TIMEOUT_MS. Never throws for a URL that cannot be fetched: answers the message its row fails with.
 */
export interface ImageUrlFetcher {
  fetch(url: string): Promise<{ ok: true; bytes: Buffer } | { ok: false; message: string }>;
}
