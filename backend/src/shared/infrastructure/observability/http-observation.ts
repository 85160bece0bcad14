import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ProcessLifecycle } from '../lifecycle';
import { rootLogger, runWithLogContext } from './logger';
import type { Metrics } from './metrics';
import { METRICS_PATH } from './metrics-endpoint';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

/** Asked every few seconds by load balancers and Prometheus: their lines are debug-level, so they do not drown the rest. */
const PROBE_ROUTES = new Set(['/api/health', '/api/ready', METRICS_PATH]);

/**
 * The first thing every HTTP request meets: gives it a request id (the caller's X-Request-Id when sane),
 * returns it in the answer, runs the rest of the request in a log context carrying it, and when the answer
 * is done writes one line — method, route pattern, status, duration, request id, user id when signed in —
 * and the duration histogram. Nothing from the body, headers or query is logged.
 */
export function observeHttpRequests(metrics: Metrics, lifecycle: ProcessLifecycle): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFrom(request.headers['x-request-id']);
    response.setHeader(REQUEST_ID_HEADER, requestId);
    // While the process drains, each answer closes its connection so the client reconnects elsewhere.
    if (lifecycle.draining) response.setHeader('Connection', 'close');
    const logger = rootLogger().child({ reqId: requestId });
    const untrack = metrics.trackHttpRequest();

    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      untrack();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routePatternOf(request);
      const status = response.statusCode;
      metrics.observeHttpRequest(request.method, route, status, seconds);
      const userId = (request.user as { id?: unknown } | undefined)?.id;
      const aborted = !response.writableFinished;
      logger[PROBE_ROUTES.has(route) && !aborted ? 'debug' : 'info'](
        { method: request.method, route, status, durationMs: Math.round(seconds * 10_000) / 10, ...(userId ? { userId } : {}), ...(aborted ? { aborted } : {}) },
        aborted ? 'request aborted' : 'request completed',
      );
    };
    response.once('finish', settle);
    response.once('close', settle);
    runWithLogContext({ logger, requestId }, next);
  };
}

/**
 * The route a request matched, with its parameters as names (/api/products/:id), so neither logs nor
 * metrics carry ids. Requests no route matched fall into a few fixed groups, which keeps the metric's
 * label values bounded.
 */
export function routePatternOf(request: Request): string {
  const route = (request as { route?: { path?: unknown } }).route;
  // A catch-all (Nest's not-found route /api/{*all}) says nothing about the request: grouped below instead.
  if (route && typeof route.path === 'string' && !route.path.includes('*')) return `${request.baseUrl ?? ''}${route.path}`;
  const path = (request.originalUrl ?? request.url ?? '/').split('?')[0];
  if (path === '/api' || path.startsWith('/api/')) return '/api/*';
  if (path === METRICS_PATH) return METRICS_PATH;
  if (path.startsWith('/images/')) return '/images/*';
  if (path === '/admin/queues' || path.startsWith('/admin/queues/')) return '/admin/queues/*';
  return '/*';
}
