import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_TIMEOUT_MS } from '../../application/ports/webhook-sender.port';
import { SafeWebhookSender } from './safe-webhook-sender';

/** The sender against a real HTTP server on loopback: what it checks at each delivery, and how long it waits. */
describe('SafeWebhookSender (real sockets)', () => {
  let server: Server;
  let port: number;
  const received: string[] = [];
  let answer: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => void response.writeHead(204).end();

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      request.resume();
      request.on('end', () => answer(request, response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received.length = 0;
    answer = (_request, response) => void response.writeHead(204).end();
  });

  const post = (sender: SafeWebhookSender, url: string) => sender.post(url, { 'content-type': 'application/json' }, '{"id":"e1"}');

  it('delivers to a host of WEBHOOK_ALLOWED_PRIVATE_HOSTS, and refuses it at delivery once the operator has taken it off the list', async () => {
    const url = `http://127.0.0.1:${port}/hooks`;
    const allowing = new SafeWebhookSender(['127.0.0.1']);
    expect(await allowing.refusal(url)).toBeNull();
    expect(await post(allowing, url)).toEqual({ ok: true, status: 204 });
    expect(received).toEqual(['POST /hooks']);

    // The stored endpoint keeps its URL; the sender of the restarted app no longer allows the host.
    const restarted = new SafeWebhookSender([]);
    expect(await post(restarted, url)).toEqual({ ok: false, status: null, error: 'refused: webhook URLs must use https://' });
    expect(await post(restarted, `https://127.0.0.1:${port}/hooks`)).toEqual({ ok: false, status: null, error: 'refused: 127.0.0.1 resolves to 127.0.0.1, which is not a public address' });
    expect(received).toEqual(['POST /hooks']);
  });

  it('resolves the name again at each delivery and refuses one that now resolves to loopback, before connecting', async () => {
    const answerOf = await post(new SafeWebhookSender([]), `https://localhost:${port}/hooks`);
    expect(answerOf).toMatchObject({ ok: false, status: null });
    expect((answerOf as { error: string }).error).toMatch(/^refused: localhost resolves to (127\.0\.0\.1|::1), which is not a public address$/);
    expect(received).toEqual([]);
  });

  it('gives up on an endpoint that does not answer in time, saying so', async () => {
    expect(new SafeWebhookSender([]).timeoutMs).toBe(WEBHOOK_TIMEOUT_MS);
    expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
    answer = () => undefined; // takes the request and never answers
    const impatient = new SafeWebhookSender(['127.0.0.1'], 200);
    expect(await post(impatient, `http://127.0.0.1:${port}/slow`)).toEqual({ ok: false, status: null, error: 'no answer within 0.2 s' });
    expect(received).toEqual(['POST /slow']);
  });

  it('reports a non-2xx answer with its status', async () => {
    answer = (_request, response) => void response.writeHead(410).end();
    expect(await post(new SafeWebhookSender(['127.0.0.1']), `http://127.0.0.1:${port}/gone`)).toEqual({ ok: false, status: 410, error: 'the endpoint answered 410' });
  });
});
