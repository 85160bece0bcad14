import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { findUnsafeText, unsafeTextReason } from '../../domain/safe-text';

/**
 * One check for every string a request carries before any guard, pipe or handler sees it: the
 * decoded path (so every route parameter), the query and the parsed body. A NUL character or an
 * unpaired surrogate is answered 400 here instead of becoming a PostgreSQL error deep inside a
 * handler. Multipart bodies are parsed later, by their interceptor, which uses the same check.
 * Mounted after the body parsers.
 */
export function rejectUnsafeStrings(request: Request, _response: Response, next: NextFunction): void {
  const problem = unsafeStringInRequest(request);
  next(problem ? new BadRequestException({ message: problem, code: 'INVALID_TEXT' }) : undefined);
}

/** What is wrong with the request's strings, as a message naming where, or null when all are fine. */
export function unsafeStringInRequest(request: Pick<Request, 'path' | 'query' | 'body'>): string | null {
  let path: string;
  try {
    path = decodeURIComponent(request.path);
  } catch {
    return 'The request path is not valid percent-encoded UTF-8.';
  }
  const pathReason = unsafeTextReason(path);
  if (pathReason) return `The request path ${pathReason}.`;
  const inQuery = findUnsafeText(request.query);
  if (inQuery) return `Query parameter ${inQuery.path} ${inQuery.reason}.`;
  const inBody = findUnsafeText(request.body);
  if (inBody) return `${inBody.path === 'value' ? 'The request body' : inBody.path} ${inBody.reason}.`;
  return null;
}
