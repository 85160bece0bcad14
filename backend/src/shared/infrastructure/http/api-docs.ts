import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { applyDecorators, BadRequestException, HttpException } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCookieAuth, ApiHeader, ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { DomainError } from '../../domain/domain-error';
import { QueueUnavailableError } from '../../application/jobs/job-queue.port';
import { explainDeepJson, MAX_JSON_BODY_DEPTH, refuseDeepJson } from './body-depth';
import { DomainErrorFilter } from './domain-error.filter';
import { bodyTooLarge, CROSS_SITE_REQUEST, malformedJson, tooManyRequests } from './http-refusals';
import { unsafeStringInRequest } from './string-guard';

/**
 * Small decorators that document an operation the way docs/openapi.json must describe it.
 * They record what the operation may answer; buildOpenApiDocument (openapi.ts) turns the records into
 * responses with the one error schema, examples per code, headers and the description's standard
 * paragraphs, and adds what every operation shares (500, the cross-site 403 on writes, body errors).
 * The Redocly lint (backend/redocly.yaml) fails the build when an operation or schema misses any of it.
 * How to use them: docs/architecture.md, "Documenting an operation".
 */

/**
 * Shared error answers by HTTP status, by code alone: `{ 400: ['VALIDATION_FAILED'], 503: ['QUEUE_UNAVAILABLE'] }`.
 * There is no form that takes a message: a module's refusal is documented with {@link ApiDomainErrors}
 * and the error its code throws, so the example cannot drift from what the API sends.
 */
export type ErrorsByStatus = Readonly<Partial<Record<ErrorStatus, readonly SharedErrorCode[]>>>;

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;



export const API_ERRORS_KEY = 'rounds:openapi:errors';
export const API_ACCESS_KEY = 'rounds:openapi:access';
export const API_FEATURES_KEY = 'rounds:openapi:features';

export interface ErrorEntry {
  status: number;
  code: string;
  message: string;
}

/** Who may call an operation: the description states it and 401/403 follow from it. */
export type ApiAccess = { kind: 'signed-in' } | { kind: 'roles'; roles: readonly string[] };

export type ApiFeature =
  | { kind: 'paged'; total: boolean }
  | { kind: 'idempotent' }
  | { kind: 'rate-limited'; what: string }
  | { kind: 'upload'; field: string; fileTypes: string; maxBytes: number }
  | { kind: 'job'; pollWith: string };

function appendMetadata<T>(key: string, values: readonly T[]): MethodDecorator & ClassDecorator {
  return (target: object, _propertyKey?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder = descriptor ? (descriptor.value as object) : target;
    const existing = (Reflect.getMetadata(key, holder) as T[] | undefined) ?? [];
    Reflect.defineMetadata(key, [...existing, ...values], holder);
  };
}

/** Expands `{ 400: ['SHARED_CODE'] }` into entries; anything but a list of shared codes fails at startup. */
export function errorEntries(errors: ErrorsByStatus): ErrorEntry[] {
  return Object.entries(errors).flatMap(([status, codes]) => {
    if (!Array.isArray(codes)) {
      throw new Error(`ApiErrors: ${status} must list shared codes (${JSON.stringify(codes)} given); document a module's refusal with ApiDomainErrors and the error its code throws`);
    }
    return (codes as readonly string[]).map((code) => {
      const message = (COMMON_ERROR_MESSAGES as Readonly<Record<string, string>>)[code];
      if (!message) throw new Error(`ApiErrors: ${code} is not a shared code; document it with ApiDomainErrors and the error its code throws`);
      return { status: Number(status), code, message };
    });
  });
}

/**
 * A refusal as the code makes it: a domain error, an HTTP refusal of the edge (a pipe's or guard's
 * `{ message, code }` exception), or a call that throws either with example input
 * (`() => normaliseStateCode('California')`, `() => new UuidPipe('id', 'a collection id').transform('x')`),
 * so the example is the very message the API sends.
 */
export type ErrorExample = DomainError | HttpException | (() => unknown);

const ERROR_FILTER = new DomainErrorFilter();

/** The entry of one refusal, as the one error filter answers it: its status, code and message. */
export function errorEntryOf(example: ErrorExample): ErrorEntry {
  const error = example instanceof DomainError || example instanceof HttpException ? example : thrownBy(example);
  const body = ERROR_FILTER.toBody(error);
  return { status: body.statusCode, code: body.code, message: body.message };
}

function thrownBy(call: () => unknown): DomainError | HttpException {
  try {
    call();
  } catch (error) {
    if (error instanceof DomainError || error instanceof HttpException) return error;
    throw error;
  }
  throw new Error(`ApiDomainErrors: ${call.toString()} refused nothing; give it input the rule refuses`);
}

/**
 * Codes the shared HTTP layer answers, with their messages: list them by code alone with
 * {@link ApiErrors}. Each message is taken from the one place that answers it (http-refusals, the
 * string guard, the body-depth check, the job queue, the error filter), with example input.
 * VALIDATION_FAILED and MALFORMED_ID stand for a class of answers (one example each, kept here);
 * operations that know their exact answer document it with {@link ApiDomainErrors} instead.
 * NOT_SIGNED_IN and ROLE_REQUIRED (also in ApiRoles) repeat identity's guards, which the shared layer
 * cannot import; test/lint/shared-error-examples.spec.ts fails when they differ from NotSignedInError
 * and RoleRequiredError. The upload 415 repeats the admin upload interceptor's.
 */
export const COMMON_ERROR_MESSAGES = {
  VALIDATION_FAILED: 'quantity must be a whole number from 1 to 99',
  MALFORMED_ID: 'productId must be a product id (a UUID)',
  MALFORMED_JSON: messageOf(malformedJson()),
  JSON_TOO_DEEP: messageOf(tooDeepJsonAnswer),
  INVALID_TEXT: messageOf(new BadRequestException({ message: unsafeStringInRequest({ path: '/api/products', query: { search: 'rye\u0000' }, body: undefined }), code: 'INVALID_TEXT' })),
  PAYLOAD_TOO_LARGE: messageOf(bodyTooLarge()),
  NOT_SIGNED_IN: 'Please sign in first.',
  ROLE_REQUIRED: 'This needs an admin account.',
  CROSS_SITE_REQUEST: CROSS_SITE_REQUEST.message,
  RATE_LIMITED: messageOf(tooManyRequests(42)),
  UNSUPPORTED_MEDIA_TYPE: 'Send the file as multipart/form-data, in the form field "file" (curl -F file=@products.csv).',
  INTERNAL_ERROR: messageOf(new Error('an unexpected failure')),
  QUEUE_UNAVAILABLE: messageOf(new QueueUnavailableError()),
  ALREADY_EXISTS: messageOf(new UniqueConstraintViolationException(new Error('duplicate key value violates unique constraint'))),
};

export type SharedErrorCode = keyof typeof COMMON_ERROR_MESSAGES;

/** What the body-depth check and its translator answer for a body one level too deep. */
function tooDeepJsonAnswer(): void {
  try {
    refuseDeepJson(undefined as never, undefined, Buffer.from('['.repeat(MAX_JSON_BODY_DEPTH + 1)));
  } catch (error) {
    explainDeepJson(error as { type?: string; message?: string }, undefined as never, undefined as never, (answer?: unknown) => {
      throw answer;
    });
  }
}

function messageOf(example: unknown): string {
  if (typeof example === 'function') {
    try {
      example();
    } catch (error) {
      return messageOf(error);
    }
    throw new Error(`COMMON_ERROR_MESSAGES: ${example.toString()} refused nothing`);
  }
  return ERROR_FILTER.toBody(example).message;
}

/**
 * The error answers an operation (or every operation of a controller) may give, taken from the
 * domain errors themselves (see {@link ErrorExample}): the document cannot drift from what the code
 * sends. Adds up with {@link ApiErrors}, which stays for the shared HTTP codes.
 */
export function ApiDomainErrors(...examples: ErrorExample[]): MethodDecorator & ClassDecorator {
  return appendMetadata(API_ERRORS_KEY, examples.map(errorEntryOf));
}

/**
 * The error answers an operation (or every operation of a controller) may give, with their stable
 * codes. Class and method entries add up. 500, the cross-site 403 on writes and the JSON body errors
 * are added for every operation by buildOpenApiDocument; list the rest.
 */
export function ApiErrors(errors: ErrorsByStatus): MethodDecorator & ClassDecorator {
  return appendMetadata(API_ERRORS_KEY, errorEntries(errors));
}

/** Callable by any signed-in user (cookie session): documents the cookie and 401 NOT_SIGNED_IN. Pair with SignedInGuard. */
export function ApiSignedIn(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiCookieAuth(), appendMetadata<ApiAccess>(API_ACCESS_KEY, [{ kind: 'signed-in' }]), ApiErrors({ 401: ['NOT_SIGNED_IN'] }));
}

/** Callable by signed-in users of these roles: 401 NOT_SIGNED_IN and 403 ROLE_REQUIRED. Pair with RolesGuard and Roles(...). */
export function ApiRoles(...roles: string[]): MethodDecorator & ClassDecorator {
  const named = roles.join(' or ');
  return applyDecorators(
    ApiCookieAuth(),
    appendMetadata<ApiAccess>(API_ACCESS_KEY, [{ kind: 'roles', roles }]),
    ApiErrors({ 401: ['NOT_SIGNED_IN'] }),
    appendMetadata<ErrorEntry>(API_ERRORS_KEY, [{ status: 403, code: 'ROLE_REQUIRED', message: `This needs ${/^[aeiou]/i.test(named) ? 'an' : 'a'} ${named} account.` }]),
  );
}

/**
 * A list paged with `limit` and `offset` (declare them in the query DTO). With `total` (the default),
 * the 2xx answer carries X-Total-Count: the matching items ignoring limit and offset.
 */
export function ApiPaged(options: { total?: boolean } = {}): MethodDecorator {
  return appendMetadata<ApiFeature>(API_FEATURES_KEY, [{ kind: 'paged', total: options.total ?? true }]);
}

/**
 * Replays on a repeated Idempotency-Key: documents the header and the refusals the operation makes
 * (a malformed key, a key reused with another body), given as the code makes them.
 */
export function ApiIdempotent(...refusals: ErrorExample[]): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Optional, 1-255 visible ASCII characters; send a new UUID per attempt. Repeating the key with the same body answers the first response again and creates nothing; with another body → 422. Keys live 24 hours.',
      example: '0f8e2b9c-4d1a-4e5b-9c3d-7a6b5c4d3e2f',
    }),
    appendMetadata<ApiFeature>(API_FEATURES_KEY, [{ kind: 'idempotent' }]),
    ApiDomainErrors(...refusals),
  );
}

/**
 * Under a per-address rate limit: documents 429 RATE_LIMITED with Retry-After. `what` says what is
 * counted, e.g. 'sign-in attempts (THROTTLE_SIGNIN_PER_MINUTE per minute and address)'.
 */
export function ApiRateLimited(what: string): MethodDecorator {
  return applyDecorators(appendMetadata<ApiFeature>(API_FEATURES_KEY, [{ kind: 'rate-limited', what }]), ApiErrors({ 429: ['RATE_LIMITED'] }));
}

/**
 * A multipart/form-data upload of one file in `field`: documents the form, its limits, 413 and 415.
 * `fileTypes` names what is accepted (e.g. 'a .csv file (text/csv)'); `fileTooLarge` is the 413 as the upload makes it.
 */
export function ApiUpload(options: { field: string; fileTypes: string; maxBytes: number; description: string; fileTooLarge: ErrorExample }): MethodDecorator {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [options.field],
        properties: {
          [options.field]: { type: 'string', format: 'binary', description: `${options.description} At most ${formatBytes(options.maxBytes)}.` },
        },
      },
      description: `multipart/form-data with one file in the field "${options.field}": ${options.fileTypes}, at most ${formatBytes(options.maxBytes)}.`,
    }),
    appendMetadata<ApiFeature>(API_FEATURES_KEY, [{ kind: 'upload', field: options.field, fileTypes: options.fileTypes, maxBytes: options.maxBytes }]),
    ApiDomainErrors(options.fileTooLarge),
    ApiErrors({ 415: ['UNSUPPORTED_MEDIA_TYPE'] }),
  );
}

/** Answers 202 with a job to poll: `pollWith` names the operation, e.g. 'GET /api/admin/jobs/{jobId}'. */
export function ApiJob(pollWith: string): MethodDecorator {
  return appendMetadata<ApiFeature>(API_FEATURES_KEY, [{ kind: 'job', pollWith }]);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export const MONEY_DESCRIPTION = 'US dollars, at most two decimals';

/**
 * An amount of money in the API: a number of US dollars with at most two decimals (cents inside).
 * `ApiMoney(42.5, 'Unit price')`; pass `{ nullable: true }` and the like through `options`.
 */
export function ApiMoney(example: number, description?: string, options: ApiPropertyOptions = {}): PropertyDecorator {
  return ApiProperty({
    type: Number,
    example,
    minimum: 0,
    multipleOf: 0.01,
    ...options,
    description: description ? `${description} (${MONEY_DESCRIPTION}).` : `${MONEY_DESCRIPTION}.`,
  } as ApiPropertyOptions);
}

/** A UUID id with an example: `ApiId('The product id')`. */
export function ApiId(description?: string, options: ApiPropertyOptions = {}): PropertyDecorator {
  return ApiProperty({ type: String, format: 'uuid', example: EXAMPLE_IDS.product, ...(description ? { description } : {}), ...options } as ApiPropertyOptions);
}

/** A timestamp (ISO 8601, UTC) with an example. */
export function ApiTimestamp(description?: string, options: ApiPropertyOptions = {}): PropertyDecorator {
  return ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z', ...(description ? { description } : {}), ...options } as ApiPropertyOptions);
}

/** Ids the examples share, so one example document reads as one story (the rye, its brand, its creator). */
export const EXAMPLE_IDS = {
  product: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  brand: '3f2b8c1d-5e6a-4b7c-8d9e-0a1b2c3d4e5f',
  creator: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d',
  user: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  order: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f',
  cartItem: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  other: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80',
} as const;
