import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { loadConfig } from '../config/app-config';
import { setApiPrefix } from '../shared/infrastructure/http/configure-http';
import { buildOpenApiDocument } from '../shared/infrastructure/http/openapi';
import { InProcessJobQueue } from '../shared/infrastructure/jobs/in-process-job-queue.adapter';
import { ProcessLifecycle } from '../shared/infrastructure/lifecycle';
import { AppModule } from './app.module';
import { JOB_CATALOGUE } from './job-catalogue';

/**
 * The OpenAPI document from the code alone: the app is composed but never connects to PostgreSQL or
 * Redis nor listens. Close the returned app when done.
 */
export async function composeOpenApiDocument(): Promise<{ document: OpenAPIObject; app: NestExpressApplication }> {
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
  return { document: buildOpenApiDocument(app), app };
}
