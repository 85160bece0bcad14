import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { DomainError, DomainErrorKind } from '../../domain/domain-error';
import { DATABASE_RETRY_AFTER_SECONDS, describeDatabaseError, isDatabaseUnavailable } from '../database/database-faults';

export interface ErrorBody {
  statusCode: number;
  message: string;
  code: string;
}

/** The one map from a domain error's kind to its HTTP status (the filter's answers and the OpenAPI examples). */
export const STATUS_BY_KIND: Readonly<Record<DomainErrorKind, number>> = {
  validation: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  unavailable: 503,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
  507: 'INSUFFICIENT_STORAGE',
};

const LOW_LEVEL_MESSAGE_BY_STATUS: Record<number, string> = {
  400: 'The request could not be read.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'The request body has an unsupported content type or character set.',
};

/** The code of the 503 answered while PostgreSQL is away, stalled or has no free connection. */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

/**
 * The one place that turns failures into HTTP answers `{statusCode, message, code}`:
 * domain errors by kind, Nest's HTTP exceptions, constraint violations the
 * database caught, and anything else as a 500 without internals.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    // A handler that finished after answerStalledRequests had answered 503 for it: nothing left to say.
    if (response.headersSent && (exception as { code?: string })?.code === 'ERR_HTTP_HEADERS_SENT') return;
    const body = this.toBody(exception);
    if (body.code === DATABASE_UNAVAILABLE) {
      this.logger.warn(`${request.method} ${request.originalUrl}: 503, the database is unavailable (${describeDatabaseError(exception)})`);
    } else if (body.statusCode >= 500) {
      this.logger.error(`${request.method} ${request.originalUrl}: ${(exception as Error)?.stack ?? exception}`);
    }
    if (response.headersSent) return;
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (body.code === DATABASE_UNAVAILABLE) response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    response.status(body.statusCode).json(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      return { statusCode: STATUS_BY_KIND[exception.kind], message: exception.message, code: exception.code };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown; code?: string }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
      const code = (typeof response === 'object' && (response as { code?: string }).code) || (statusCode === 400 && Array.isArray(raw) ? 'VALIDATION_FAILED' : CODE_BY_STATUS[statusCode] ?? 'ERROR');
      return { statusCode, message, code };
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return { statusCode: 409, message: 'That already exists.', code: 'ALREADY_EXISTS' };
    }
    if (exception instanceof ForeignKeyConstraintViolationException) {
      return { statusCode: 409, message: 'A referenced record does not exist or is still in use.', code: 'REFERENCE_CONFLICT' };
    }
    if (exception instanceof CheckConstraintViolationException || exception instanceof NotNullConstraintViolationException) {
      return { statusCode: 400, message: 'A value is out of its allowed range.', code: 'CONSTRAINT_VIOLATION' };
    }
    if (isDatabaseUnavailable(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database is not answering right now. Please try again in a few seconds.', code: DATABASE_UNAVAILABLE };
    }
    if (isDiskFull(exception)) {
      return { statusCode: 507, message: 'The server has no room left to store this, so nothing was saved. Please try again later.', code: 'INSUFFICIENT_STORAGE' };
    }
    const lowLevelError = exception as { status?: number; statusCode?: number; code?: string };
    if (lowLevelError?.code === '22P02') {
      // PostgreSQL could not read an id or number: the client sent a malformed value.
      return { statusCode: 400, message: 'A value in the request is malformed.', code: 'MALFORMED_VALUE' };
    }
    const status = lowLevelError?.status ?? lowLevelError?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Library errors (static files, parsers, the router) word their messages for developers and may
      // name server paths (`ENOENT: … stat '/srv/…'`): the client gets the status's own words.
      return { statusCode: status, message: LOW_LEVEL_MESSAGE_BY_STATUS[status] ?? 'The request could not be processed.', code: CODE_BY_STATUS[status] ?? 'ERROR' };
    }
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' };
  }
}

/** No space left on the device (a full disk under STORAGE_DIR) or a used-up disk quota, wherever the write was. */
function isDiskFull(exception: unknown): boolean {
  const code = (exception as NodeJS.ErrnoException | undefined)?.code ?? (exception as { cause?: NodeJS.ErrnoException } | undefined)?.cause?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
