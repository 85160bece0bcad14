/**
 * The one thing unit tests fake: the HTTP server behind `fetch`. Each test lists the calls it
 * expects ('METHOD /path', query ignored) with their answers; any other call fails the test.
 */

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON; a string is sent as text. */
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export interface FakeApi {
  /** Every call made so far, in order. */
  readonly requests: FakeRequest[];
  /** Calls to one endpoint, e.g. `calls('PUT /api/cart/line-1')`. */
  calls: (route: string) => FakeRequest[];
  /** Adds or replaces an answer. */
  on: (route: string, reply: Route) => void;
}

let unexpected: string[] = [];

/**
 * Answers every test gets unless it lists its own: the early-access popup asks on every page once the
 * visitor passed the age gate, and is off as on a fresh server.
 */
const DEFAULT_ROUTES: Record<string, Route> = {
  'GET /api/signup-modal-state': { status: 200, body: { enabled: false } },
};

export function fakeApi(routes: Record<string, Route> = {}): FakeApi {
  const table = new Map(Object.entries({ ...DEFAULT_ROUTES, ...routes }));
  const requests: FakeRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const route = table.get(`${method} ${url.pathname}`);
    if (!route) {
      unexpected.push(`${method} ${url.pathname}${url.search}`);
      throw new TypeError(`Unexpected request in a unit test: ${method} ${url.pathname}`);
    }
    const reply = typeof route === 'function' ? await route(request) : route;
    return toResponse(reply);
  };
  window.fetch = jest.fn(fakeFetch) as typeof fetch;

  return {
    requests,
    calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    on: (route, reply) => table.set(route, reply),
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): FakeReply {
  return { status, body, headers };
}

/** An error answer as the API sends it: `{statusCode, message, code}`. */
export function apiError(status: number, message: string, code = 'ERROR'): FakeReply {
  return { status, body: { statusCode: status, message, code } };
}

function toResponse({ status = 200, body, headers = {} }: FakeReply): Response {
  if (body === undefined) return new Response(null, { status, headers });
  if (typeof body === 'string') return new Response(body, { status, headers: { 'Content-Type': 'text/plain', ...headers } });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A reply the test releases when it wants, to look at the page while the call is in flight. */
export function deferredReply(): { reply: () => Promise<FakeReply>; resolve: (reply: FakeReply) => void } {
  let resolve!: (reply: FakeReply) => void;
  const promise = new Promise<FakeReply>((settle) => (resolve = settle));
  return { reply: () => promise, resolve };
}

export function assertEveryRequestWasExpected(): void {
  const seen = unexpected;
  unexpected = [];
  if (seen.length > 0) throw new Error(`Unexpected requests (add them to fakeApi): ${seen.join(', ')}`);
}
