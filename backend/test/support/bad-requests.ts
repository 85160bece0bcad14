/**
 * Bad requests generated from the OpenAPI document: for each operation, variants of its path
 * parameters, query parameters, headers and body that a careless client or an attacker would send.
 * Used by the fuzz e2e test, which fails on any 5xx; new operations are covered as they are added.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface SchemaObject {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  $ref?: string;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  nullable?: boolean;
  example?: unknown;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
  responses: Record<string, unknown>;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface FuzzOperation {
  method: HttpMethod;
  /** The path template, e.g. /api/cart/{cartItemId}. */
  template: string;
  operationId: string;
  pathParams: string[];
  queryParams: ParameterObject[];
  headerParams: ParameterObject[];
  /** JSON body schema (resolved), when the operation takes JSON. */
  jsonBody?: SchemaObject;
  multipartFields?: string[];
  /** Answers 401 signed out, so it needs a session to reach its handler. */
  protected: boolean;
}

export interface BadRequest {
  label: string;
  /** Final URL, path and query already percent-encoded. */
  url: string;
  headers: Record<string, string>;
  /** Sent as-is (a string or bytes), with the content type from headers. */
  body?: string | Buffer;
}

export function loadOpenApiDocument(): OpenApiDocument {
  return JSON.parse(readFileSync(join(__dirname, '../../../docs/openapi.json'), 'utf8')) as OpenApiDocument;
}

export function listOperations(document: OpenApiDocument): FuzzOperation[] {
  const resolve = (schema: SchemaObject | undefined, depth = 0): SchemaObject | undefined => {
    if (!schema || depth > 8) return schema;
    if (schema.$ref) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop() as string], depth + 1);
    if (schema.allOf?.length === 1) return resolve(schema.allOf[0], depth + 1);
    const properties = schema.properties ? mapValues(schema.properties, (property) => resolve(property, depth + 1) ?? property) : undefined;
    const items = schema.items ? resolve(schema.items, depth + 1) : undefined;
    return { ...schema, ...(properties && { properties }), ...(items && { items }) };
  };
  const operations: FuzzOperation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods) as [HttpMethod, OperationObject][]) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const multipartSchema = resolve(content['multipart/form-data']?.schema);
      operations.push({
        method,
        template,
        operationId: operation.operationId,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query'),
        headerParams: parameters.filter((p) => p.in === 'header'),
        jsonBody: resolve(content['application/json']?.schema),
        multipartFields: multipartSchema ? Object.keys(multipartSchema.properties ?? { file: {} }) : undefined,
        protected: '401' in operation.responses,
      });
    }
  }
  return operations;
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/** Strings that have broken servers: control bytes, broken UTF-16, injection and traversal, size. */
export const BAD_STRINGS: Array<[string, string]> = [
  ['empty', ''],
  ['blank', '   '],
  ['NUL byte', 'abc\u0000def'],
  ['only NUL', '\u0000'],
  ['lone surrogate', 'a\ud800b'],
  ['emoji', '🥃🍸🥃'.repeat(20)],
  ['SQL injection', "' OR 1=1; drop table users; --"],
  ['path traversal', '../../../../etc/passwd'],
  ['markup', '<script>alert(1)</script>'],
  ['formula', '=HYPERLINK("http://evil.example")'],
  ['long', 'y'.repeat(20_000)],
  ['NaN text', 'NaN'],
  ['huge number text', '99999999999999999999999'],
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: Array<[string, unknown]> = [
  ['null', null],
  ['array', ['a', 'b']],
  ['object', { nested: { deeper: true } }],
  ['boolean', true],
  ['number', 12345],
  ['negative number', -1],
  ['fraction', 0.5],
  ['huge number', 1e21],
  ['unsafe integer', 2 ** 53 + 3],
];

/** Path segments, already percent-encoded: bad ids, encoded control bytes, traversal. */
const BAD_PATH_SEGMENTS: Array<[string, string]> = [
  ['not a uuid', 'not-a-uuid'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['uuid with NUL', '00000000-0000-0000-0000-00000000000%00'],
  ['encoded NUL', '%00'],
  ['invalid UTF-8', '%ED%A0%80'],
  ['broken escape', '%E0%A4%A'],
  ['SQL injection', encodeURIComponent("1' OR '1'='1")],
  ['encoded traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['long', 'z'.repeat(5_000)],
  ['emoji', encodeURIComponent('🥃')],
  ['number', '99999999999999999999999'],
];

/** Query values, already percent-encoded. */
const BAD_QUERY_VALUES: Array<[string, string]> = [
  ['huge', '99999999999999999999999'],
  ['negative', '-1'],
  ['overflowing float', '1e309'],
  ['NaN', 'NaN'],
  ['fraction', '1.5'],
  ['encoded NUL', 'a%00b'],
  ['invalid UTF-8', '%ED%A0%80'],
  ['broken escape', '%E0%A4%A'],
  ['SQL injection', encodeURIComponent("' OR 1=1 --")],
  ['long', 'q'.repeat(10_000)],
  ['emoji', encodeURIComponent('🥃')],
  ['empty', ''],
];

function deeplyNested(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Valid values by field or parameter name (real ids of the seeded shop), so variants get past the checks of every other field. */
export type KnownValues = Record<string, unknown>;

/** At least `minimum` bad variants of one operation. */
export function badRequestsFor(operation: FuzzOperation, minimum = 30, known: KnownValues = {}): BadRequest[] {
  const goodPath = (overrides: Record<string, string> = {}) =>
    operation.template.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? String(known[name] ?? '00000000-0000-4000-8000-000000000000'));
  const jsonHeaders = { 'Content-Type': 'application/json' };
  const variants: BadRequest[] = [];
  const add = (label: string, url: string, headers: Record<string, string> = {}, body?: string | Buffer) => variants.push({ label, url, headers, body });
  const defaultBody = operation.jsonBody ? JSON.stringify(sampleObject(operation.jsonBody, known)) : undefined;
  const withDefaults = (label: string, url: string) => add(label, url, defaultBody ? jsonHeaders : {}, defaultBody);

  for (const name of operation.pathParams) {
    for (const [label, segment] of BAD_PATH_SEGMENTS) withDefaults(`path ${name}: ${label}`, goodPath({ [name]: segment }));
  }
  for (const parameter of operation.queryParams) {
    for (const [label, value] of BAD_QUERY_VALUES) withDefaults(`query ${parameter.name}: ${label}`, `${goodPath()}?${parameter.name}=${value}`);
    withDefaults(`query ${parameter.name}: repeated`, `${goodPath()}?${parameter.name}=1&${parameter.name}=2`);
  }
  if (operation.queryParams.length > 0) {
    const all = operation.queryParams.map((p) => `${p.name}=99999999999999999999999`).join('&');
    withDefaults('every query parameter huge', `${goodPath()}?${all}`);
  }
  for (const header of operation.headerParams) {
    add(`header ${header.name}: long`, goodPath(), { ...jsonHeaders, [header.name]: 'k'.repeat(8_000) }, defaultBody);
    add(`header ${header.name}: empty`, goodPath(), { ...jsonHeaders, [header.name]: '' }, defaultBody);
    add(`header ${header.name}: emoji`, goodPath(), { ...jsonHeaders, [header.name]: encodeURIComponent('🥃') }, defaultBody);
  }

  if (operation.jsonBody) {
    const base = sampleObject(operation.jsonBody, known);
    for (const [field, schema] of Object.entries(operation.jsonBody.properties ?? {})) {
      const set = (label: string, value: unknown) => add(`body ${field}: ${label}`, goodPath(), jsonHeaders, JSON.stringify({ ...base, [field]: value }));
      for (const [label, value] of WRONG_TYPES) set(label, value);
      if (schema.type !== 'number' && schema.type !== 'integer' && schema.type !== 'boolean') {
        for (const [label, value] of BAD_STRINGS) set(label, value);
      } else {
        set('NUL string', '\u0000');
        set('numeric string', '12');
      }
      add(`body ${field}: overflowing number literal`, goodPath(), jsonHeaders, JSON.stringify({ ...base, [field]: 0 }).replace(/:0(?=[,}])/, ':1e400'));
      const { [field]: _omitted, ...missing } = base;
      add(`body without ${field}`, goodPath(), jsonHeaders, JSON.stringify(missing));
    }
    // One level down (an address, a payment): every string field gets the strings that break servers.
    for (const [field, schema] of Object.entries(operation.jsonBody.properties ?? {})) {
      for (const [nested, nestedSchema] of Object.entries(schema.properties ?? {})) {
        if (nestedSchema.type !== 'string') continue;
        for (const [label, value] of BAD_STRINGS.filter(([name]) => ['NUL byte', 'lone surrogate', 'long', 'SQL injection'].includes(name))) {
          const parent = (base[field] ?? {}) as Record<string, unknown>;
          add(`body ${field}.${nested}: ${label}`, goodPath(), jsonHeaders, JSON.stringify({ ...base, [field]: { ...parent, [nested]: value } }));
        }
      }
    }
    add('body: empty object', goodPath(), jsonHeaders, '{}');
    add('body: 1 MB string field', goodPath(), jsonHeaders, JSON.stringify({ ...base, extra: MEGABYTE_STRING }));
  }

  // Whole-body variants: every operation gets them, with or without a declared body.
  add('body: array', goodPath(), jsonHeaders, '[]');
  add('body: string', goodPath(), jsonHeaders, '"just a string"');
  add('body: number', goodPath(), jsonHeaders, '42');
  add('body: null', goodPath(), jsonHeaders, 'null');
  add('body: malformed JSON', goodPath(), jsonHeaders, '{"a": ');
  add('body: 5,000 nested arrays', goodPath(), jsonHeaders, deeplyNested(5_000, '[', ']'));
  add('body: object 3,000 deep', goodPath(), jsonHeaders, deeplyNested(3_000, '{"a":', '}'));
  add('body: NUL in a key', goodPath(), jsonHeaders, '{"a\\u0000b": 1}');
  add('body: text/plain', goodPath(), { 'Content-Type': 'text/plain' }, 'hello');
  add('body: XML', goodPath(), { 'Content-Type': 'application/xml' }, '<a><b>1</b></a>');
  add('body: form-urlencoded', goodPath(), { 'Content-Type': 'application/x-www-form-urlencoded' }, 'username=%00&password[]=1');
  add('body: JSON claimed, bytes sent', goodPath(), jsonHeaders, Buffer.from([0xff, 0xfe, 0x00, 0x01]));

  for (const [label, body, contentType] of badMultipartBodies(operation.multipartFields?.[0] ?? 'file')) {
    add(`multipart: ${label}`, goodPath(), { 'Content-Type': contentType }, body);
  }

  // Headers any operation may see.
  add('header: long X-Forwarded-For', goodPath(), { 'X-Forwarded-For': `${'1.2.3.4, '.repeat(40)}not-an-address` });
  add('header: garbage X-Forwarded-For', goodPath(), { 'X-Forwarded-For': "'; drop table users; --" });
  add('header: garbage cookie', goodPath(), { Cookie: 'rounds.sid=%00%ff; other=1' });
  add('header: Origin of the same host', goodPath(), { Origin: 'null' });

  // Unknown query parameters with every bad string, until the minimum is met.
  for (const [label, value] of BAD_QUERY_VALUES) {
    if (variants.length >= minimum) break;
    add(`unknown query parameter: ${label}`, `${goodPath()}?unexpected=${value}`);
  }
  return variants;
}

/** A plausible body from the schema: known values, the schema's examples, or values of each field's type. */
function sampleObject(schema: SchemaObject, known: KnownValues = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([field, property]) => [field, field in known ? known[field] : sampleValue(property, known)]),
  );
}

function sampleValue(schema: SchemaObject, known: KnownValues): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return schema.properties ? sampleObject(schema, known) : {};
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'sample';
  }
}

function badMultipartBodies(field: string): Array<[string, Buffer, string]> {
  const boundary = '----roundsfuzz';
  const part = (fileName: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`;
  const csv = 'name,brand,price\nRye,Ember,42.50\n';
  return [
    ['no boundary', Buffer.from(part('a.csv', csv) + `--${boundary}--\r\n`), 'multipart/form-data'],
    ['truncated', Buffer.from(part('a.csv', csv).slice(0, 60)), `multipart/form-data; boundary=${boundary}`],
    ['NUL in the file name', Buffer.from(part('a\u0000b.csv', csv) + `--${boundary}--\r\n`), `multipart/form-data; boundary=${boundary}`],
    ['traversal file name', Buffer.from(part('../../etc/passwd.csv', csv) + `--${boundary}--\r\n`), `multipart/form-data; boundary=${boundary}`],
    ['empty body', Buffer.alloc(0), `multipart/form-data; boundary=${boundary}`],
  ];
}
