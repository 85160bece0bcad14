import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Observable, of, retry, throwError } from 'rxjs';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionLost } from '../database/database-faults';

/**
 * A read whose connection died under it (PostgreSQL restarted or failed over since the connection was
 * pooled) runs once more: the pool has discarded that connection, and a read changes nothing. Writes are
 * retried by the unit of work, and only when their transaction had not begun.
 */
@Injectable()
export class RetryReadsOnLostConnection implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const { method } = context.switchToHttp().getRequest<Request>();
    if (method !== 'GET' && method !== 'HEAD') return next.handle();
    return next.handle().pipe(retry({ count: 1, delay: (error: unknown) => (isConnectionLost(error) ? of(0) : throwError(() => error)) }));
  }
}

/**
 * Every API request is answered within REQUEST_TIMEOUT_SECONDS: when PostgreSQL stalls (a frozen host, a
 * network partition) its own statement timeout cannot fire, and a request holding a connection would wait
 * as long as the stall. Such a request gets 503 with Retry-After; its handler ends when the database answers.
 * The time counts from the end of the request's body; multipart uploads are exempt.
 */
export function answerStalledRequests(timeoutMs: number): RequestHandler {
  const seconds = Math.round(timeoutMs / 1000);
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.headers['content-type']?.startsWith('multipart/')) return next();
    let timer: NodeJS.Timeout | undefined;
    const start = () => {
      timer = setTimeout(() => {
        if (response.headersSent) return;
        response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        response.status(503).json({ statusCode: 503, message: `No answer within ${seconds} s: the service is slowed down. Please try again in a few seconds.`, code: 'REQUEST_TIMEOUT' });
      }, timeoutMs);
    };
    const stop = () => clearTimeout(timer);
    response.once('finish', stop);
    response.once('close', stop);
    // The time counts from the whole request's arrival: a slow client's upload is not the server's wait.
    if (requestHasBody(request) && !request.readableEnded) request.once('end', start);
    else start();
    next();
  };
}

/** Whether the request carries a body (announced by its length or a chunked transfer). */
export function requestHasBody(request: Request): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}
