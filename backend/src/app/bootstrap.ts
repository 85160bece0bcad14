import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppConfig, ProcessRole, loadConfig } from '../config/app-config';
import { resolveDatabase } from '../shared/infrastructure/database/database-bootstrap';
import { withStartupLock } from '../shared/infrastructure/database/startup-lock';
import { configureHttp } from '../shared/infrastructure/http/configure-http';
import { JobHandlerDiscovery } from '../shared/infrastructure/jobs/job-handler-discovery';
import { resolveJobQueue } from '../shared/infrastructure/jobs/resolve-job-queue';
import { Runtime } from '../shared/infrastructure/runtime';
import { AppModule } from './app.module';
import { createSessionAuthentication } from './http/session-authentication';
import { JOB_CATALOGUE } from './job-catalogue';
import { prepareData } from './prepare-data';

const LOG_LEVELS: Record<AppConfig['logLevel'], LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

export interface StartedApp {
  app: NestExpressApplication;
  runtime: Runtime;
  url: string;
  stop(): Promise<void>;
}

/**
 * Boots one process: validates the environment, picks the database and the job queue, migrates,
 * prepares demo data, then serves HTTP (role api), consumes jobs (role worker), or both (all).
 */
export async function startApp(options: { role?: ProcessRole; env?: NodeJS.ProcessEnv; listen?: boolean } = {}): Promise<StartedApp> {
  const config = loadConfig(options.env ?? process.env);
  const role = options.role ?? config.role;
  const logger = new Logger('Boot');
  Logger.overrideLogger(LOG_LEVELS[config.logLevel]);

  const database = await resolveDatabase(config, (message) => logger.log(message));
  const jobQueue = await resolveJobQueue(config, JOB_CATALOGUE, (message) => logger.log(message));
  const runtime: Runtime = { config, database, jobQueue };

  try {
    return await startWithRuntime(runtime, role, options.listen !== false, logger);
  } catch (error) {
    // Release what boot opened, so a failed start leaves no pools or sockets behind.
    await jobQueue.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function startWithRuntime(runtime: Runtime, role: ProcessRole, listen: boolean, logger: Logger): Promise<StartedApp> {
  const { config, database, jobQueue } = runtime;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRuntime(runtime), {
    bodyParser: false,
    logger: LOG_LEVELS[config.logLevel],
  });
  const releaseHttp = role === 'worker' ? async () => undefined : configureHttp(app, runtime, createSessionAuthentication(runtime));
  try {
    await app.init();
    // Every catalogue entry must have exactly one @JobHandler; a mismatch stops the boot here, in every role.
    jobQueue.useHandlers(app.get(JobHandlerDiscovery).discover(JOB_CATALOGUE));
    // One process at a time migrates and prepares data, so several can start together.
    await withStartupLock(database.url, async () => {
      await app.get(MikroORM).getMigrator().up();
      await prepareData(app, runtime);
    });
  } catch (error) {
    await app.close().catch(() => undefined);
    await releaseHttp();
    throw error;
  }

  if (role !== 'api') await jobQueue.startWorkers();

  let url = '';
  if (role !== 'worker' && listen) {
    await app.listen(config.port, '0.0.0.0');
    const address = app.getHttpServer().address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : config.port}`;
    logger.log(`Rounds (${role}) listening on ${url}`);
  } else if (role === 'worker') {
    logger.log('Rounds worker consuming jobs');
  }

  return {
    app,
    runtime,
    url,
    stop: async () => {
      await jobQueue.close();
      await app.close();
      await releaseHttp();
      await database.close();
    },
  };
}
