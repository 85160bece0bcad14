import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';

/**
 * The refusals the shared HTTP layer makes itself, built in one place: the middleware and guards
 * answer with them, and the OpenAPI document shows them as its examples (api-docs.ts).
 */

/** A write whose Origin is another site (configure-http answers it before any route). */
export const CROSS_SITE_REQUEST = { statusCode: 403, message: 'Cross-site requests are not allowed.', code: 'CROSS_SITE_REQUEST' } as const;

export function malformedJson(): BadRequestException {
  return new BadRequestException({ message: 'The request body is not valid JSON.', code: 'MALFORMED_JSON' });
}

export function bodyTooLarge(): PayloadTooLargeException {
  return new PayloadTooLargeException({ message: 'The request body is too large (the limit is 1 MB).', code: 'PAYLOAD_TOO_LARGE' });
}

/** Over a per-address rate limit; `seconds` is also sent as Retry-After. */
export function tooManyRequests(seconds: number): HttpException {
  return new HttpException(
    { message: `Too many requests from your address. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`, code: 'RATE_LIMITED' },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
