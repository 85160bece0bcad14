/**
 * Writes the OpenAPI document to docs/openapi.json, deterministically (keys sorted), without a
 * database or Redis: the document depends on the code only.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app/app.module';
import { JOB_CATALOGUE } from '../app/job-catalogue';
import { loadConfig } from '../config/app-config';
import { setApiPrefix } from '../shared/infrastructure/http/configure-http';
import { buildOpenApiDocument } from '../shared/infrastructure/http/openapi';
import { InProcessJobQueue } from '../shared/infrastructure/jobs/in-process-job-queue.adapter';
import { ProcessLifecycle } from '../shared/infrastructure/lifecycle';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const runtime = {
    config,
    // Never connected: the document needs the routes and DTOs only.
    database: { url: 'postgres://openapi@127.0.0.1:1/none', embedded: false, poolMax: 1, connect: false, close: async () => undefined },
    jobQueue: new InProcessJobQueue(JOB_CATALOGUE),
    lifecycle: new ProcessLifecycle(),
  };
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRuntime(runtime), { logger: ['error'], abortOnError: false });
  setApiPrefix(app);
  const document = buildOpenApiDocument(app);
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
