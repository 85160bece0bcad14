import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { AppConfig } from '../../../config/app-config';
import type { ProcessLifecycle } from '../lifecycle';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** Headers a proxy adds: a request carrying one did not come straight from the scraper. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Who may read /metrics: a request with `Authorization: Bearer <METRICS_TOKEN>`, or a direct connection
 * from an address METRICS_ALLOW lists (loopback by default). Through a reverse proxy the socket's address
 * is the proxy's, so a forwarded request needs the token whatever its address.
 */
export function metricsAccessRule(config: Pick<AppConfig, 'metricsAllow' | 'metricsToken'>): (request: IncomingMessage) => boolean {
  const allowedAddress = proxyAddr.compile(config.metricsAllow);
  const expectedToken = config.metricsToken ? digest(config.metricsToken) : null;
  return (request) => {
    const authorization = request.headers.authorization;
    if (expectedToken && authorization?.startsWith('Bearer ') && timingSafeEqual(digest(authorization.slice('Bearer '.length)), expectedToken)) return true;
    if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    const address = request.socket.remoteAddress;
    return address !== undefined && allowedAddress(address, 0);
  };
}

/** GET /metrics: the Prometheus text, or 403 saying how to get in. Works as Express middleware and as a plain handler. */
export function metricsHandler(metrics: Metrics, config: Pick<AppConfig, 'metricsAllow' | 'metricsToken'>) {
  const allowed = metricsAccessRule(config);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answerJson(response, 405, { statusCode: 405, message: 'Metrics are read with GET.', code: 'METHOD_NOT_ALLOWED' }, { Allow: 'GET, HEAD' });
    }
    if (!allowed(request)) {
      return answerJson(response, 403, {
        statusCode: 403,
        message: 'Metrics are readable from the addresses in METRICS_ALLOW, or with METRICS_TOKEN as a bearer token.',
        code: 'METRICS_FORBIDDEN',
      });
    }
    try {
      const text = await metrics.render();
      response.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : text);
    } catch {
      answerJson(response, 500, { statusCode: 500, message: 'The metrics could not be collected.', code: 'INTERNAL_ERROR' });
    }
  };
}

/**
 * A worker process has no API: it serves GET /metrics and GET /health (503 while stopping) on METRICS_PORT.
 * Resolves once listening, with the port it got.
 */
export async function startMetricsServer(port: number, metrics: Metrics, config: Pick<AppConfig, 'metricsAllow' | 'metricsToken'>, lifecycle: ProcessLifecycle): Promise<{ server: Server; port: number }> {
  const serveMetrics = metricsHandler(metrics, config);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === METRICS_PATH) return void serveMetrics(request, response);
    if (path === '/health') {
      return lifecycle.draining ? answerJson(response, 503, { status: 'draining' }) : answerJson(response, 200, { status: 'ok' });
    }
    answerJson(response, 404, { statusCode: 404, message: 'A worker serves /metrics and /health only.', code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve());
  });
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : port };
}

function answerJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
