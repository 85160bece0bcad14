import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject, ParameterObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ErrorDto } from './error.dto';
import { API_ACCESS_KEY, API_ERRORS_KEY, API_FEATURES_KEY, ApiAccess, ApiFeature, COMMON_ERROR_MESSAGES, ErrorEntry, SharedErrorCode, formatBytes } from './api-docs';

export const SESSION_COOKIE_NAME = 'rounds.sid';

const API_DESCRIPTION = [
  'Rounds — Buy better, together: a marketplace for premium spirits. This document is generated from the code and checked in CI; the guide for integrators is docs/integrating.md.',
  '',
  '**Base URL.** Every path starts with /api on the server that serves this document (the `servers` entry is relative: `/`).',
  '',
  `**Signing in.** POST /api/login with {"username","password"} answers the account and sets the session cookie \`${SESSION_COOKIE_NAME}\` (HttpOnly, SameSite=Lax). Send it back on every later call; POST /api/logout ends the session.`,
  '',
  '**Writes and Origin.** A POST, PUT, PATCH or DELETE whose Origin header names another site is refused with 403 CROSS_SITE_REQUEST. Server-side clients send no Origin (or the API\'s own).',
  '',
  '**Money.** Amounts are numbers of US dollars with at most two decimals (42.5 is $42.50).',
  '',
  '**Errors.** Every 4xx and 5xx answer is JSON {statusCode, message, code}: `code` is stable and listed per operation, `message` is for people.',
  '',
  '**Paging.** Lists paged with limit and offset say so in their description; the total is in X-Total-Count.',
].join('\n');

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in, or wrong credentials',
  402: 'Payment declined',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict with the current state',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Too many requests',
  500: 'Unexpected server error',
  503: 'A dependency is unavailable',
};

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Rounds API')
    .setDescription(API_DESCRIPTION)
    .setVersion('1.0.0')
    .addServer('/', 'The server that serves this document (paths start with /api)')
    .addCookieAuth(SESSION_COOKIE_NAME, {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE_NAME,
      description:
        `The session cookie. Obtain it with POST /api/login (or POST /api/register), which answers Set-Cookie: ${SESSION_COOKIE_NAME}=…; ` +
        'send it back on every call (curl: -c jar -b jar). It is HttpOnly and SameSite=Lax; POST /api/logout ends the session.',
    })
    .build();
  // operationId = method name, so the generated client reads naturally (method names are unique).
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method, extraModels: [ErrorDto] });
  describeOperations(document, collectOperationDocs(app));
  typeNullableEnumReferences(document);
  return document;
}

/**
 * A nullable named enum (`ApiProperty({ enum, enumName, nullable: true })`) comes out as `allOf: [$ref]` with
 * `nullable` but no `type`, which OpenAPI 3.0 does not allow: give it the enum's type, as Nest does for objects.
 */
function typeNullableEnumReferences(document: OpenAPIObject): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, { type?: string; enum?: unknown[]; properties?: Record<string, Record<string, unknown>> }>;
  for (const schema of Object.values(schemas)) {
    for (const property of Object.values(schema.properties ?? {})) {
      const [reference] = (property.allOf as { $ref?: string }[] | undefined) ?? [];
      const target = reference?.$ref ? schemas[reference.$ref.replace('#/components/schemas/', '')] : undefined;
      if (property.nullable && !property.type && target?.enum) property.type = target.type ?? 'string';
    }
  }
}

interface OperationDocs {
  errors: ErrorEntry[];
  access: ApiAccess[];
  features: ApiFeature[];
}

/** What the decorators of api-docs.ts recorded, by operationId (the method name), class entries first. */
function collectOperationDocs(app: INestApplication): Map<string, OperationDocs> {
  const docs = new Map<string, OperationDocs>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const read = <T>(key: string, holder: object): T[] => (Reflect.getMetadata(key, holder) as T[] | undefined) ?? [];
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const method = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof method !== 'function') continue;
        docs.set(name, {
          errors: [...read<ErrorEntry>(API_ERRORS_KEY, controller), ...read<ErrorEntry>(API_ERRORS_KEY, method)],
          access: [...read<ApiAccess>(API_ACCESS_KEY, controller), ...read<ApiAccess>(API_ACCESS_KEY, method)],
          features: read<ApiFeature>(API_FEATURES_KEY, method),
        });
      }
    }
  }
  return docs;
}

function describeOperations(document: OpenAPIObject, docsById: Map<string, OperationDocs>): void {
  for (const item of Object.values(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!WRITE_METHODS.has(method) && method !== 'get') continue;
      const operation = value as OperationObject;
      const docs = docsById.get(operation.operationId ?? '') ?? { errors: [], access: [], features: [] };
      const errors = [...docs.errors, ...sharedErrors(method, operation)];
      addErrorResponses(operation, errors);
      describeSuccess(operation);
      // Public operations say so: an empty requirement is "no session needed".
      if (!operation.security?.length) operation.security = [];
      addFeatureDetails(operation, docs.features);
      operation.description = describe(operation, docs);
    }
  }
}

/** What the shared HTTP layer may answer on any operation of this shape (configure-http.ts, the filter, the pipes). */
function sharedErrors(method: string, operation: OperationObject): ErrorEntry[] {
  const entry = (status: number, code: SharedErrorCode): ErrorEntry => ({ status, code, message: COMMON_ERROR_MESSAGES[code] });
  const errors: ErrorEntry[] = [];
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  const jsonBody = !!(operation.requestBody && 'content' in operation.requestBody && operation.requestBody.content['application/json']);
  const multipart = !!(operation.requestBody && 'content' in operation.requestBody && operation.requestBody.content['multipart/form-data']);
  if (parameters.some((parameter) => parameter.in === 'query') || jsonBody) errors.push(entry(400, 'VALIDATION_FAILED'));
  if (jsonBody) errors.push(entry(400, 'MALFORMED_JSON'), entry(400, 'JSON_TOO_DEEP'), entry(413, 'PAYLOAD_TOO_LARGE'));
  if (parameters.length || jsonBody || multipart) errors.push(entry(400, 'INVALID_TEXT'));
  if (WRITE_METHODS.has(method)) errors.push(entry(403, 'CROSS_SITE_REQUEST'));
  errors.push(entry(500, 'INTERNAL_ERROR'));
  return errors;
}

/** One response per status, with the error body, its codes (x-error-codes and the description) and one example per code. */
function addErrorResponses(operation: OperationObject, errors: ErrorEntry[]): void {
  const byStatus = new Map<number, ErrorEntry[]>();
  for (const error of errors) {
    const list = byStatus.get(error.status) ?? [];
    if (!list.some((known) => known.code === error.code)) list.push(error);
    byStatus.set(error.status, list);
  }
  for (const [status, entries] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    const codes = entries.map((entry) => entry.code);
    const response: ResponseObject & { 'x-error-codes'?: string[] } = {
      // The codes, in code spans (a bare NOT_SIGNED_IN reads as Markdown emphasis); each example carries its message.
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${codes.map((code) => `\`${code}\``).join(', ')}`,
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorDto' },
          examples: Object.fromEntries(entries.map((entry) => [entry.code, { summary: entry.message, value: { statusCode: status, message: entry.message, code: entry.code } }])),
        },
      },
      'x-error-codes': codes,
    };
    if (status === 429) {
      response.headers = {
        'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', example: 42 } },
      };
    }
    operation.responses[String(status)] = response;
  }
}

const SUCCESS_TEXT: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'Done; no body' };

/** Nest leaves a typed answer's description empty; readers (and the lint) want a word. */
function describeSuccess(operation: OperationObject): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (response && !('$ref' in response) && !response.description?.trim()) response.description = SUCCESS_TEXT[status] ?? 'OK';
  }
}

function addFeatureDetails(operation: OperationObject, features: ApiFeature[]): void {
  if (!features.some((feature) => feature.kind === 'paged' && feature.total)) return;
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!status.startsWith('2') || !response || '$ref' in response) continue;
    response.headers = {
      ...response.headers,
      'X-Total-Count': { description: 'How many items match, ignoring limit and offset', schema: { type: 'integer', example: 137 } },
    };
  }
}

/** The author's description, then who may call, and the paging, idempotency, throttling, upload and job rules. */
function describe(operation: OperationObject, docs: OperationDocs): string | undefined {
  const written = operation.description?.trim();
  if (!written) return undefined; // the lint asks the author for one
  const paragraphs = [written, `**Who may call:** ${who(docs.access)}`];
  for (const feature of docs.features) {
    switch (feature.kind) {
      case 'paged': {
        const limit = queryParameter(operation, 'limit');
        const bounds = limit ? ` (${limit.minimum ?? 1} to ${limit.maximum ?? '…'}, default ${limit.default ?? '…'})` : '';
        paragraphs.push(
          `**Paging:** \`limit\`${bounds} items from \`offset\` (default 0), in a stable order.` +
            (feature.total ? ' X-Total-Count carries how many match in all; the next page starts at offset + limit while that is below X-Total-Count.' : ''),
        );
        break;
      }
      case 'idempotent':
        paragraphs.push(
          '**Idempotency:** send `Idempotency-Key: <a new UUID>` on each attempt. Retrying with the same key and body (after a timeout, say) answers the first result again and charges nothing twice; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED. Keys are kept for 24 hours.',
        );
        break;
      case 'rate-limited':
        paragraphs.push(`**Rate limit:** ${feature.what}. Over it: 429 with Retry-After (seconds).`);
        break;
      case 'upload':
        paragraphs.push(
          `**Upload:** multipart/form-data with one file in the field \`${feature.field}\`: ${feature.fileTypes}, at most ${formatBytes(feature.maxBytes)} (larger: 413). Another content type: 415.`,
        );
        break;
      case 'job':
        paragraphs.push(`**Job:** answers 202 Accepted at once with the job's id; poll \`${feature.pollWith}\` until its state is completed or failed.`);
        break;
    }
  }
  return paragraphs.join('\n\n');
}

function who(access: ApiAccess[]): string {
  const roles = access.find((entry): entry is Extract<ApiAccess, { kind: 'roles' }> => entry.kind === 'roles');
  if (roles) return `signed-in users with the role ${roles.roles.join(' or ')} (session cookie; others get 401 or 403).`;
  if (access.some((entry) => entry.kind === 'signed-in')) return 'any signed-in user (session cookie; signed out: 401).';
  return 'anyone; no session needed.';
}

function queryParameter(operation: OperationObject, name: string): { minimum?: number; maximum?: number; default?: unknown } | undefined {
  const parameter = ((operation.parameters ?? []) as ParameterObject[]).find((candidate) => candidate.in === 'query' && candidate.name === name);
  return parameter?.schema && !('$ref' in parameter.schema) ? (parameter.schema as { minimum?: number; maximum?: number; default?: unknown }) : undefined;
}

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });
}
