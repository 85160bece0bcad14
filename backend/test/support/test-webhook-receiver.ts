import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The body's bytes exactly as they arrived (what a receiver signs over), and as UTF-8 text. */
  rawBytes: Buffer;
  rawBody: string;
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  answeredWith: number;
}

export interface TestWebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status the next requests get (default 200). */
  answerWith(status: number): void;
  waitFor(predicate: (received: ReceivedWebhook[]) => boolean, what: string, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A real HTTP server on a free loopback port that records every POST it gets (raw body and headers). */
export async function startTestWebhookReceiver(): Promise<TestWebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<() => void>();
  let status = 200;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBytes = Buffer.concat(chunks);
      const rawBody = rawBytes.toString('utf8');
      received.push({ headers: request.headers, rawBytes, rawBody, body: JSON.parse(rawBody), answeredWith: status });
      response.writeHead(status).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rounds`,
    received,
    answerWith: (next) => {
      status = next;
    },
    waitFor: (predicate, what, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out waiting for ${what}; received: ${JSON.stringify(received.map((hook) => ({ type: hook.body.type, id: hook.body.id, answeredWith: hook.answeredWith })))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
