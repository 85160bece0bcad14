import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this an answer fits in one packet either way: compressing it costs CPU and saves nothing. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/** Whether an Accept-Encoding header takes `encoding` ('br', 'gzip'); q=0 refuses it. */
export function acceptsEncoding(accepted: string | undefined, encoding: string): boolean {
  if (!accepted) return false;
  return accepted.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const token = name.trim().toLowerCase();
    if (token !== encoding && token !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers of the API and uploaded images (JSON, SVG) compressed on the fly when larger than the
 * threshold and the client accepts it: brotli at quality 4 (about gzip's speed, smaller output;
 * quality 11 is for build time only), else gzip at its default level. An answer that already carries
 * a Content-Encoding is left alone: the cached catalog pages, the hot path, are compressed once per
 * cached page instead (catalog's product-page-cache.ts; docs/decisions/storefront-delivery.md, "Compression and caching").
 */
export function compressApiAnswers(): RequestHandler {
  return compression({
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
