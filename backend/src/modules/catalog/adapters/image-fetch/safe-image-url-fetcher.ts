import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { pinnedPublicLookup } from '../../../../shared/infrastructure/net/public-address';
import { IMAGE_FETCH_TIMEOUT_MS, ImageUrlFetcher, MAX_FETCHED_IMAGE_BYTES } from '../../application/ports/image-url-fetcher.port';

const MAX_REDIRECTS = 3;

class RefusedUrl extends Error {}

/**
 * node:http(s) with the address pinned: the name is resolved once, every address it resolves to must be
 * public, and the connection goes to the checked address (no second lookup a rebinding DNS could answer
 * differently). Redirects are followed by hand, each checked the same way.
 */
@Injectable()
export class SafeImageUrlFetcher implements ImageUrlFetcher {
  private readonly testOrigins: ReadonlySet<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.testOrigins = new Set(config.imageFetchTestOrigins.map((origin) => new URL(origin).origin));
  }

  async fetch(url: string): Promise<{ ok: true; bytes: Buffer } | { ok: false; message: string }> {
    const deadline = Date.now() + IMAGE_FETCH_TIMEOUT_MS;
    let current = url;
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        const answer = await this.get(current, deadline);
        if ('redirect' in answer) {
          current = new URL(answer.redirect, current).toString();
          continue;
        }
        return { ok: true, bytes: answer.bytes };
      }
      return { ok: false, message: `Image URL ${url} redirects more than ${MAX_REDIRECTS} times` };
    } catch (error) {
      const reason = error instanceof RefusedUrl ? error.message : 'it could not be fetched';
      return { ok: false, message: `Image URL ${url} was not fetched: ${reason}` };
    }
  }

  private async get(text: string, deadline: number): Promise<{ bytes: Buffer } | { redirect: string }> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new RefusedUrl('it is not a valid URL');
    }
    const allowedForTests = this.testOrigins.has(url.origin);
    if (url.protocol !== 'https:' && !(allowedForTests && url.protocol === 'http:')) throw new RefusedUrl(`only https:// URLs are fetched (${url.protocol}// is not)`);
    if (url.username || url.password) throw new RefusedUrl('URLs with a user name or password are not fetched');
    const lookup = allowedForTests ? undefined : await this.pinnedLookup(url.hostname.replace(/^\[|\]$/g, ''));
    const client = url.protocol === 'https:' ? https : http;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new RefusedUrl(`it took longer than ${IMAGE_FETCH_TIMEOUT_MS / 1000} s`);

    return new Promise((resolve, reject) => {
      const request = client.get(url, { lookup, headers: { accept: 'image/png,image/jpeg,image/webp', 'user-agent': 'RoundsImageImport/1.0' }, timeout: remaining }, (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new RefusedUrl(`the server answered ${status}`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > MAX_FETCHED_IMAGE_BYTES) {
          response.destroy();
          reject(new RefusedUrl('the image is larger than 10 MB'));
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        response.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > MAX_FETCHED_IMAGE_BYTES) {
            response.destroy();
            reject(new RefusedUrl('the image is larger than 10 MB'));
            return;
          }
          chunks.push(chunk);
        });
        response.once('end', () => resolve({ bytes: Buffer.concat(chunks) }));
        response.once('error', () => reject(new RefusedUrl('the connection broke off')));
      });
      const timer = setTimeout(() => request.destroy(new RefusedUrl(`it took longer than ${IMAGE_FETCH_TIMEOUT_MS / 1000} s`)), remaining);
      request.once('close', () => clearTimeout(timer));
      request.once('timeout', () => request.destroy(new RefusedUrl(`it took longer than ${IMAGE_FETCH_TIMEOUT_MS / 1000} s`)));
      request.once('error', (error) => reject(error instanceof RefusedUrl ? error : new RefusedUrl('it could not be fetched')));
    });
  }

  /** Resolves the host now and answers a lookup that hands out only that (checked) address. */
  private async pinnedLookup(host: string): Promise<LookupFunction> {
    try {
      return await pinnedPublicLookup(host);
    } catch (error) {
      throw new RefusedUrl((error as Error).message);
    }
  }
}
