// Redocly CLI plugin with the rules of the API's contract that the built-in and configurable rules cannot say.
// Loaded by backend/redocly.yaml; run with `npm -w backend run lint:openapi`. Each rule walks the whole
// document once (Root) and reports with a JSON pointer, so messages name the operation or schema.

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const ERROR_SCHEMA_REF = '#/components/schemas/ErrorDto';
const MONEY_PHRASE = 'US dollars, at most two decimals';

function* operations(root) {
  for (const [path, item] of Object.entries(root.paths ?? {})) {
    for (const method of METHODS) {
      if (item[method]) yield { path, method, operation: item[method], where: ['paths', path, method] };
    }
  }
}

function at(ctx, pointer) {
  let location = ctx.location;
  for (const key of pointer) location = location.child([key]);
  return location;
}

/** Every 4xx/5xx answer uses the one error body and lists its stable codes, each with an example; 401, 403, 413, 415, 429 and 500 where they belong. */
function ErrorResponses(options) {
  const nonErrorBodies = new Set(options?.nonErrorBodies ?? []);
  return {
    Root: {
      leave(root, ctx) {
        for (const { method, operation, where } of operations(root)) {
          const id = operation.operationId ?? `${method} ${where[1]}`;
          const responses = operation.responses ?? {};
          const report = (message, key) => ctx.report({ message: `${id}: ${message}`, location: at(ctx, key ? [...where, 'responses', key] : where) });
          const codesOf = (status) => responses[status]?.['x-error-codes'] ?? [];
          if (!responses['500']) report('lists no 500 answer (INTERNAL_ERROR); buildOpenApiDocument adds it, so the operation is not built by it');
          for (const [status, response] of Object.entries(responses)) {
            if (Number(status) < 400 || nonErrorBodies.has(`${operation.operationId} ${status}`)) continue;
            const media = response.content?.['application/json'];
            if (media?.schema?.$ref !== ERROR_SCHEMA_REF) report(`the ${status} answer must use the error body ${ERROR_SCHEMA_REF} (use ApiErrors from shared/infrastructure/http/api-docs)`, status);
            const codes = response['x-error-codes'];
            if (!Array.isArray(codes) || codes.length === 0) {
              report(`the ${status} answer lists no stable codes (x-error-codes): declare them with ApiErrors({ ${status}: { CODE: 'message' } })`, status);
              continue;
            }
            for (const code of codes) {
              const example = media?.examples?.[code]?.value;
              if (!example || example.code !== code || example.statusCode !== Number(status) || !example.message) report(`the ${status} answer has no example of ${code}`, status);
            }
            if (status === '429' && !response.headers?.['Retry-After']) report('the 429 answer must document the Retry-After header', status);
          }
          const secured = (operation.security ?? root.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
          if (secured && !codesOf('401').includes('NOT_SIGNED_IN')) report('needs a session (security) but lists no 401 NOT_SIGNED_IN: use ApiSignedIn() or ApiRoles(...)');
          if (WRITE_METHODS.has(method) && !codesOf('403').includes('CROSS_SITE_REQUEST')) report('is a write but lists no 403 CROSS_SITE_REQUEST');
          const body = operation.requestBody?.content ?? {};
          if (body['multipart/form-data']) {
            if (!responses['413']) report('is an upload but lists no 413 (use ApiUpload)');
            if (!responses['415']) report('is an upload but lists no 415 (use ApiUpload)');
          }
          const has4xx = Object.keys(responses).some((status) => /^4\d\d$/.test(status));
          const takesInput = (operation.parameters ?? []).length > 0 || operation.requestBody || secured || WRITE_METHODS.has(method);
          if (takesInput && !has4xx) report('takes input but lists no 4xx answer');
          for (const [status, response] of Object.entries(responses)) {
            if (!response.description?.trim()) report(`the ${status} answer has no description`, status);
          }
          if (!/\*\*Who may call:\*\*/.test(operation.description ?? '')) report('the description does not say who may call (give ApiOperation a description; buildOpenApiDocument adds the rest)');
        }
      },
    },
  };
}

function resolve(root, schema) {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = root.components?.schemas?.[name];
  }
  return current;
}

const isRef = (schema) => !!schema?.$ref || (Array.isArray(schema?.allOf) && schema.allOf.length === 1 && !!schema.allOf[0].$ref);
const hasExample = (schema) => schema?.example !== undefined || (Array.isArray(schema?.examples) && schema.examples.length > 0);

/** Every leaf value of every schema (component, parameter, inline body) carries a realistic example. */
function SchemaExamples() {
  return {
    Root: {
      leave(root, ctx) {
        const missing = (schema, pointer, label) => {
          if (!schema || isRef(schema) || hasExample(schema)) return;
          if (schema.format === 'binary') return;
          if (schema.properties) {
            for (const [name, property] of Object.entries(schema.properties)) missing(property, [...pointer, 'properties', name], `${label}.${name}`);
            return;
          }
          if (schema.type === 'object' && isRef(schema.additionalProperties)) return;
          if (schema.type === 'array') {
            if (isRef(schema.items)) return;
            if (schema.items && (schema.items.type === 'object' || schema.items.properties)) return missing(schema.items, [...pointer, 'items'], `${label}[]`);
            if (hasExample(schema.items)) return;
          }
          if (schema.enum && schema.enum.length === 1) return;
          ctx.report({ message: `${label} has no example: give it a realistic one (ApiProperty({ example }))`, location: at(ctx, pointer) });
        };
        for (const [name, schema] of Object.entries(root.components?.schemas ?? {})) {
          if (schema.enum) continue; // a named enum's values are its examples
          missing(schema, ['components', 'schemas', name], name);
        }
        for (const { operation, where } of operations(root)) {
          (operation.parameters ?? []).forEach((parameter, index) => {
            if (parameter.example !== undefined || parameter.examples) return;
            const schema = parameter.schema;
            if (isRef(schema) || resolve(root, schema)?.enum) return;
            missing(schema, [...where, 'parameters', index, 'schema'], `${operation.operationId} parameter ${parameter.name}`);
          });
          for (const [kind, holder] of [['request', operation.requestBody], ...Object.entries(operation.responses ?? {}).map(([status, response]) => [status, response])]) {
            for (const [type, media] of Object.entries(holder?.content ?? {})) {
              if (media.example !== undefined || media.examples) continue;
              const pointer = kind === 'request' ? [...where, 'requestBody', 'content', type, 'schema'] : [...where, 'responses', kind, 'content', type, 'schema'];
              missing(media.schema, pointer, `${operation.operationId} ${kind} ${type}`);
            }
          }
        }
      },
    },
  };
}

/** Money is documented as money; value sets are named enums. */
function MoneyAndEnums(options) {
  const moneyName = new RegExp(options?.moneyNames ?? '(price|total|subtotal|tax|fees?|amount|Min|earnings|payout|balance)$', 'i');
  return {
    Root: {
      leave(root, ctx) {
        const visit = (schema, pointer, label) => {
          if (!schema || schema.$ref) return;
          for (const [name, property] of Object.entries(schema.properties ?? {})) {
            const where = [...pointer, 'properties', name];
            if (property.$ref) continue;
            if (property.enum) ctx.report({ message: `${label}.${name} has an inline enum: name it (ApiProperty({ enum, enumName: 'FulfillmentType' }))`, location: at(ctx, where) });
            if (property.items?.enum) ctx.report({ message: `${label}.${name}[] has an inline enum: name it (enumName)`, location: at(ctx, where) });
            const describesMoney = /dollar/i.test(property.description ?? '');
            if (property.type === 'number' && (moneyName.test(name) || describesMoney) && !(property.description ?? '').includes(MONEY_PHRASE)) {
              ctx.report({ message: `${label}.${name} looks like money: describe it as "${MONEY_PHRASE}" (ApiMoney) or type it integer if it is a count`, location: at(ctx, where) });
            }
            if (property.type === 'object' || property.properties) visit(property, where, `${label}.${name}`);
            if (property.items && !property.items.$ref) visit(property.items, [...where, 'items'], `${label}.${name}[]`);
          }
        };
        for (const [name, schema] of Object.entries(root.components?.schemas ?? {})) visit(schema, ['components', 'schemas', name], name);
        for (const { operation, where } of operations(root)) {
          for (const [kind, holder] of [['request', operation.requestBody], ...Object.entries(operation.responses ?? {})]) {
            for (const [type, media] of Object.entries(holder?.content ?? {})) {
              const pointer = kind === 'request' ? [...where, 'requestBody', 'content', type, 'schema'] : [...where, 'responses', kind, 'content', type, 'schema'];
              visit(media.schema, pointer, `${operation.operationId} ${kind}`);
            }
          }
          (operation.parameters ?? []).forEach((parameter, index) => {
            if (parameter.schema?.enum && parameter.schema.enum.length > 1) {
              ctx.report({ message: `${operation.operationId} parameter ${parameter.name} has an inline enum: name it (enumName)`, location: at(ctx, [...where, 'parameters', index]) });
            }
          });
        }
      },
    },
  };
}

export default function roundsPlugin() {
  return {
    id: 'rounds',
    rules: {
      oas3: {
        'error-responses': ErrorResponses,
        'schema-examples': SchemaExamples,
        'money-and-enums': MoneyAndEnums,
      },
    },
  };
}
