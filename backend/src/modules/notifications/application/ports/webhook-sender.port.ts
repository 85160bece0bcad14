export const WEBHOOK_SENDER = Symbol('WEBHOOK_SENDER');

/** A delivery gets this long to answer with a 2xx. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookAnswer = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** POSTs one signed delivery to an endpoint, after checking again that its address may be reached. */
export interface WebhookSender {
  post(url: string, headers: Record<string, string>, body: string): Promise<WebhookAnswer>;
  /** Why this URL may not be an endpoint (not https, private address…), or null when it may. */
  refusal(url: string): Promise<string | null>;
}
