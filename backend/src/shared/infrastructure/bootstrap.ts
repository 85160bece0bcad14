import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger, LogLevel } from '@nestjs/common';
import { Client } from 'pg';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../app.module';
import { AppConfig, NO_REDIS, ProcessRole, loadConfig } from '../../config/app-config';
import { resolveDatabase } from './database/database-bootstrap';
import { configureHttp } from './http/configure-http';
import { BullMqJobQueue, redisAnswers } from './jobs/bullmq-job-queue.adapter';
import { InProcessJobQueue } from './jobs/in-process-job-queue.adapter';
import { JobQueue } from './jobs/job-queue.port';
import { Runtime } from './runtime';
import { prepareData } from './startup/prepare-data';

const STARTUP_LOCK_ID = 727_274_001;

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
  const jobQueue = await resolveJobQueue(config, (message) => logger.log(message));
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
  const releaseHttp = role === 'worker' ? async () => undefined : configureHttp(app, runtime);
  try {
    await app.init();
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

async function withStartupLock(databaseUrl: string, work: () => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

async function resolveJobQueue(config: AppConfig, log: (message: string) => void): Promise<JobQueue> {
  if (config.redisUrl === NO_REDIS) {
    log('REDIS_URL=none: background jobs run inside this process');
    return new InProcessJobQueue();
  }
  if (await redisAnswers(config.redisUrl)) {
    return new BullMqJobQueue(config.redisUrl, config.queuePrefix);
  }
  if (config.redisUrlExplicit) {
    // A configured Redis that is down now may come back: keep BullMQ so uploads recover without a restart.
    log(`REDIS_URL is set but Redis does not answer at boot; queue calls answer 503 until it does`);
    return new BullMqJobQueue(config.redisUrl, config.queuePrefix);
  }
  log('No Redis answered and REDIS_URL is not set: background jobs run inside this process');
  return new InProcessJobQueue();
}
