/**
 * The one base for every business failure. `kind` tells the HTTP edge which status to use;
 * `code` is stable for clients and logs. No framework imports here.
 */
export type DomainErrorKind =
  | 'validation' // 400: the input breaks a business rule
  | 'unauthorized' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409: the current state forbids it
  | 'payload_too_large' // 413: the body is over the limit for what it is
  | 'unsupported_media_type' // 415: the body is not a kind of content this call accepts
  | 'payment_required' // 402: the payment was declined
  | 'unprocessable' // 422
  | 'too_many_requests' // 429
  | 'unavailable'; // 503: a dependency is down

export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;
  /** For `too_many_requests` and `unavailable`: when trying again makes sense (sent as Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** For one-off rule violations that do not deserve their own class. */
export class BusinessRuleViolation extends DomainError {
  readonly kind = 'validation' as const;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class EntityNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code: string;
  constructor(entity: string, message = `${entity} not found`) {
    super(message);
    this.code = `${entity.toUpperCase().replace(/\s+/g, '_')}_NOT_FOUND`;
  }
}
