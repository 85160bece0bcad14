/**
 * Writes the OpenAPI document to docs/openapi.json, deterministically (keys sorted), without a
 * database or Redis: the document depends on the code only.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { composeOpenApiDocument } from '../src/app/openapi-document';

async function main(): Promise<void> {
  const { document, app } = await composeOpenApiDocument();
  const target = resolve(__dirname, '..', '..', '..', 'docs', 'openapi.json');
  writeFileSync(target, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
  await app.close().catch(() => undefined);
  console.log(`Wrote ${target}`);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
