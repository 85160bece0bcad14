import type { IncomingMessage } from 'node:http';
import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * The deepest nesting of arrays and objects a JSON body may have. Real payloads of this API nest
 * three or four levels; 5,000 nested arrays would otherwise reach validation and recursion that was
 * never meant for them.
 */
export const MAX_JSON_BODY_DEPTH = 32;

/** body-parser keeps a `type` set by the verify hook; the body-error translator matches on it. */
export const JSON_TOO_DEEP_ERROR_TYPE = 'entity.too.deep';

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The nesting depth of the JSON text in `body`, read without parsing it (strings are skipped). Stops counting past `limit`. */
export function jsonNestingDepth(body: Buffer, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < body.length; index++) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

/**
 * The `verify` hook of express.json: refuses a body nested deeper than {@link MAX_JSON_BODY_DEPTH}
 * before JSON.parse builds it; the body-error translator in configure-http answers 400.
 */
export function refuseDeepJson(_request: IncomingMessage, _response: unknown, body: Buffer): void {
  if (jsonNestingDepth(body, MAX_JSON_BODY_DEPTH) > MAX_JSON_BODY_DEPTH) {
    throw Object.assign(new Error(`The request body nests arrays or objects more than ${MAX_JSON_BODY_DEPTH} levels deep.`), { type: JSON_TOO_DEEP_ERROR_TYPE });
  }
}

/** Error middleware after express.json: a too-deep body is the client's mistake (400), not a refusal (body-parser says 403). */
export function explainDeepJson(error: { type?: string; message?: string } | undefined, _request: Request, _response: Response, next: NextFunction): void {
  if (error?.type === JSON_TOO_DEEP_ERROR_TYPE) return next(new BadRequestException({ message: error.message, code: 'JSON_TOO_DEEP' }));
  next(error);
}
