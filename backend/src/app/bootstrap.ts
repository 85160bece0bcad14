import 'reflect-metadata';
import type { Server } from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';
import { ProcessRole, loadConfig } from '../config/app-config';
import { createOrmConfig } from '../mikro-orm.config';
import { resolveDatabase } from '../shared/infrastructure/database/database-bootstrap';
import { connectionLimits } from '../shared/infrastructure/database/database-faults';
import { ormPoolUsage } from '../shared/infrastructure/database/pool-usage';
import { withStartupLock } from '../shared/infrastructure/database/startup-lock';
import { configureHttp } from '../shared/infrastructure/http/configure-http';
import { JobHandlerDiscovery } from '../shared/infrastructure/jobs/job-handler-discovery';
import { resolveJobQueue } from '../shared/infrastructure/jobs/resolve-job-queue';
import { ProcessLifecycle } from '../shared/infrastructure/lifecycle';
import { observeHttpRequests } from '../shared/infrastructure/observability/http-observation';
import { observeJobs } from '../shared/infrastructure/observability/job-observation';
import { configureLogging, NestPinoLogger } from '../shared/infrastructure/observability/logger';
import { Metrics } from '../shared/infrastructure/observability/metrics';
import { METRICS_PATH, metricsHandler, startMetricsServer } from '../shared/infrastructure/observability/metrics-endpoint';
import { Runtime } from '../shared/infrastructure/runtime';
import { AppModule } from './app.module';
import { InFlightRequests } from './graceful-shutdown';
import { createSessionAuthentication } from './http/session-authentication';
import { JOB_CATALOGUE, jobSchedules } from './job-catalogue';
import { OUTBOX_STORE, type OutboxStore } from '../modules/notifications';
import { prepareData } from './prepare-data';

export interface StartedApp {
  app: NestExpressApplication;
  runtime: Runtime;
  url: string;
  metrics: Metrics;
  /** The requests the HTTP server is answering (null when it does not listen). */
  inFlight: InFlightRequests | null;
  /** Where a worker serves /metrics and /health (null for other roles or without listening). */
  metricsUrl: string | null;
  /** Closes everything at once (tests); SIGTERM goes through shutDownGracefully first. */
  stop(): Promise<void>;
}

export interface StartOptions {
  role?: ProcessRole;
  env?: NodeJS.ProcessEnv;
  listen?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/**
 * Boots one process: validates the environment, picks the database and the job queue, migrates,
 * prepares demo data, then serves HTTP (role api), consumes jobs (role worker), or both (all).
 */
export async function startApp(options: StartOptions = {}): Promise<StartedApp> {
  const config = loadConfig(options.env ?? process.env);
  const role = options.role ?? config.role;
  configureLogging({ level: config.logLevel, format: config.logFormat, destination: options.logDestination });
  Logger.overrideLogger(new NestPinoLogger());
  const logger = new Logger('Boot');

  const database = await resolveDatabase(config, (message) => logger.log(message));
  const jobQueue = await resolveJobQueue(config, JOB_CATALOGUE, (message) => logger.log(message));
  const runtime: Runtime = { config, database, jobQueue, lifecycle: new ProcessLifecycle() };

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
  const { config, database, jobQueue, lifecycle } = runtime;
  const metrics = new Metrics(role);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRuntime(runtime), {
    bodyParser: false,
    logger: new NestPinoLogger(),
  });
  if (role !== 'worker') {
    // Before everything configureHttp adds: every request gets its id and its log line, refused ones too.
    app.use(observeHttpRequests(metrics, lifecycle));
    const serveMetrics = metricsHandler(metrics, config);
    app.use(METRICS_PATH, (request: Parameters<typeof serveMetrics>[0], response: Parameters<typeof serveMetrics>[1]) => void serveMetrics(request, response));
  }
  const releaseHttp = role === 'worker' ? async () => undefined : configureHttp(app, runtime, createSessionAuthentication(runtime, app));
  try {
    await app.init();
    // Every catalogue entry must have exactly one @JobHandler; a mismatch stops the boot here, in every role.
    jobQueue.useHandlers(observeJobs(app.get(JobHandlerDiscovery).discover(JOB_CATALOGUE), JOB_CATALOGUE, metrics));
    metrics.watchQueues(() => jobQueue.queueDepths());
    metrics.watchDbPool('orm', ormPoolUsage(app.get(MikroORM)));
    metrics.watchDraining(() => lifecycle.draining);
    const outbox = app.get<OutboxStore>(OUTBOX_STORE);
    metrics.watchOutbox(() => outbox.depth());
    // One process at a time migrates and prepares data, so several can start together.
    await withStartupLock(database.url, async () => {
      await migrate(app.get(MikroORM), runtime);
      await prepareData(app, runtime);
    });
  } catch (error) {
    await app.close().catch(() => undefined);
    await releaseHttp();
    throw error;
  }

  let metricsServer: Server | null = null;
  let metricsUrl: string | null = null;
  if (role === 'worker' && listen) {
    try {
      const started = await startMetricsServer(config.metricsPort, metrics, config, lifecycle);
      metricsServer = started.server;
      metricsUrl = `http://127.0.0.1:${started.port}`;
    } catch (error) {
      await app.close().catch(() => undefined);
      throw new Error(`The worker cannot serve its metrics on METRICS_PORT ${config.metricsPort} (${(error as Error).message}): give each worker on a machine its own METRICS_PORT`);
    }
  }

  if (role !== 'api') await jobQueue.startWorkers();
  // Repeatable jobs (payouts, creator metrics): registered where jobs are consumed; without Redis, the one process runs them.
  if (role !== 'api' || jobQueue.kind === 'in-process') await jobQueue.startSchedules(jobSchedules(config));

  let url = '';
  let inFlight: InFlightRequests | null = null;
  if (role !== 'worker' && listen) {
    await app.listen(config.port, '0.0.0.0');
    inFlight = new InFlightRequests(app.getHttpServer());
    const address = app.getHttpServer().address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : config.port}`;
    logger.log(`Rounds (${role}) listening on ${url}`);
  } else if (role === 'worker') {
    logger.log(`Rounds worker consuming jobs${metricsUrl ? `; metrics on ${metricsUrl}/metrics` : ''}`);
  }

  return {
    app,
    runtime,
    url,
    metrics,
    inFlight,
    metricsUrl,
    stop: async () => {
      await jobQueue.close();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await app.close();
      await releaseHttp();
      await database.close();
    },
  };
}

/**
 * The migrations, on the app's own connection; or, with DATABASE_MIGRATION_URL, as the role that owns the tables
 * on a connection of their own, closed after, so the app itself may run as a role that owns nothing and cannot
 * change or remove audit entries (docs/operations.md, "Database roles").
 */
async function migrate(orm: MikroORM, { config, database }: Runtime): Promise<void> {
  if (!config.databaseMigrationUrl) {
    await orm.getMigrator().up();
    return;
  }
  const owner = await MikroORM.init(createOrmConfig({ clientUrl: config.databaseMigrationUrl, poolMax: 1, connectionLimits: connectionLimits(database, config.databaseLimits) }));
  try {
    await owner.getMigrator().up();
  } finally {
    await owner.close(true);
  }
}
