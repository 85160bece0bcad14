/**
 * The single HTTP entry point of the app; orval's generated client calls it for every operation.
 * Behaviour follows the storefront spec: credentials always sent, JSON bodies, and any non-2xx
 * status rejects with an Error whose message is `${status}: ${responseText || statusText}`.
 */

export interface ApiRequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' | string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

export type ApiRequestOptions = Omit<RequestInit, 'method' | 'body' | 'signal'> & {
  /** Called with the response headers of a successful call (e.g. to read `X-Total-Count`). */
  onResponseHeaders?: (headers: Headers) => void;
};

export class ApiError extends Error {
  readonly status: number;
  /** The server's human-readable `message` (from `{statusCode, message, code}`), when it sent one. */
  readonly serverMessage?: string;
  /** The server's stable error `code`, when it sent one. */
  readonly code?: string;
  readonly responseText: string;

  constructor(status: number, statusText: string, responseText: string) {
    super(`${status}: ${responseText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.responseText = responseText;
    const body = parseErrorBody(responseText);
    this.serverMessage = body.message;
    this.code = body.code;
  }
}

function parseErrorBody(text: string): { message?: string; code?: string } {
  if (!text) return {};
  try {
    const body: unknown = JSON.parse(text);
    if (!body || typeof body !== 'object') return {};
    const { message, code } = body as { message?: unknown; code?: unknown };
    return {
      // Nest validation errors send `message` as a list of strings.
      message: Array.isArray(message) ? message.join(', ') : typeof message === 'string' ? message : undefined,
      code: typeof code === 'string' ? code : undefined,
    };
  } catch {
    return {};
  }
}

/** The text a toast should show for a failed call: the server's message when present. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Please try again.';
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

function buildUrl(url: string, params?: Record<string, unknown>): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function encodeBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData) {
    // The browser must write the multipart boundary itself; a generated 'multipart/form-data' lacks it.
    headers.delete('Content-Type');
    return data;
  }
  if (data instanceof Blob || data instanceof URLSearchParams) return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

export async function apiFetch<T>(config: ApiRequestConfig, options?: ApiRequestOptions): Promise<T> {
  const { onResponseHeaders, ...requestInit } = options ?? {};
  const headers = new Headers(requestInit.headers);
  for (const [key, value] of Object.entries(config.headers ?? {})) headers.set(key, value);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const response = await fetch(buildUrl(config.url, config.params), {
    ...requestInit,
    method: config.method.toUpperCase(),
    headers,
    body: encodeBody(config.data, headers),
    signal: config.signal,
    credentials: 'include',
  });

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  onResponseHeaders?.(response.headers);
  return (await readBody(response)) as T;
}

export default apiFetch;

// Names orval's generated code imports for typing errors and request bodies.
export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;
