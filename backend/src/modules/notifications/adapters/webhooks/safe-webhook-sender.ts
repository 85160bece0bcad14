import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { NotPublicHostError, pinnedPublicLookup } from '../../../../shared/infrastructure/net/public-address';
import { WEBHOOK_TIMEOUT_MS, type WebhookAnswer, type WebhookSender } from '../../application/ports/webhook-sender.port';

class RefusedEndpoint extends Error {}

/**
 * POSTs webhook deliveries the way the image import fetches URLs: https only, the host resolved once and every
 * address checked public, the connection pinned to the checked address (a rebinding DNS cannot redirect it),
 * no redirects followed. Hosts in WEBHOOK_ALLOWED_PRIVATE_HOSTS skip the address check and may use http.
 */
export class SafeWebhookSender implements WebhookSender {
  private readonly allowedPrivateHosts: ReadonlySet<string>;

  /** `timeoutMs`: how long an endpoint has to answer (WEBHOOK_TIMEOUT_MS; its spec gives a shorter one rather than wait 10 s). */
  constructor(
    allowedPrivateHosts: readonly string[],
    readonly timeoutMs: number = WEBHOOK_TIMEOUT_MS,
  ) {
    this.allowedPrivateHosts = new Set(allowedPrivateHosts.map((host) => host.toLowerCase()));
  }

  async refusal(text: string): Promise<string | null> {
    try {
      await this.connectionFor(text);
      return null;
    } catch (error) {
      if (error instanceof RefusedEndpoint) return error.message;
      throw error;
    }
  }

  async post(text: string, headers: Record<string, string>, body: string): Promise<WebhookAnswer> {
    let target: { url: URL; lookup: LookupFunction | undefined };
    try {
      target = await this.connectionFor(text);
    } catch (error) {
      if (error instanceof RefusedEndpoint) return { ok: false, status: null, error: `refused: ${error.message}` };
      throw error;
    }
    const client = target.url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const request = client.request(
        target.url,
        { method: 'POST', lookup: target.lookup, headers: { ...headers, 'content-length': Buffer.byteLength(body), 'user-agent': 'RoundsWebhooks/1.0' }, timeout: this.timeoutMs },
        (response) => {
          response.resume();
          const status = response.statusCode ?? 0;
          resolve(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, status, error: `the endpoint answered ${status}` });
        },
      );
      const timer = setTimeout(() => request.destroy(new Error('timeout')), this.timeoutMs);
      request.once('close', () => clearTimeout(timer));
      request.once('timeout', () => request.destroy(new Error('timeout')));
      request.once('error', (error) =>
        resolve({ ok: false, status: null, error: error.message === 'timeout' ? `no answer within ${this.timeoutMs / 1000} s` : 'the endpoint could not be reached' }),
      );
      request.end(body);
    });
  }

  private async connectionFor(text: string): Promise<{ url: URL; lookup: LookupFunction | undefined }> {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new RefusedEndpoint('it is not a valid URL');
    }
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const allowedPrivate = this.allowedPrivateHosts.has(host);
    if (url.protocol !== 'https:' && !(allowedPrivate && url.protocol === 'http:')) throw new RefusedEndpoint('webhook URLs must use https://');
    if (url.username || url.password) throw new RefusedEndpoint('webhook URLs may not carry a user name or password');
    if (allowedPrivate) return { url, lookup: undefined };
    try {
      return { url, lookup: await pinnedPublicLookup(host) };
    } catch (error) {
      if (error instanceof NotPublicHostError) throw new RefusedEndpoint(error.message);
      throw error;
    }
  }
}
