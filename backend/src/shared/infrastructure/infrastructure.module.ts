import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG } from '../../config/app-config';
import { CLOCK } from '../application/clock.port';
import { UNIT_OF_WORK } from '../application/unit-of-work';
import { MikroOrmUnitOfWork } from './database/mikro-orm-unit-of-work';
import { LagTolerantSql, Sql } from '../application/sql';
import { MikroOrmLagTolerantSql, MikroOrmSql } from './database/mikro-orm-sql';
import { HealthController } from './health/health.controller';
import { JOB_QUEUE } from '../application/jobs/job-queue.port';
import { RateLimitModule } from './http/rate-limit/rate-limit.module';
import { JobHandlerDiscovery } from './jobs/job-handler-discovery';
import { RUNTIME, Runtime } from './runtime';
import { SystemClock } from './system-clock';

/** Config, job queue, unit of work, clock and the SQL helpers (primary, and lag-tolerant reads) for every module: decided once at boot, shared by all. The ORM itself is registered by the app root. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: InfrastructureModule,
      imports: [DiscoveryModule, RateLimitModule.forRuntime(runtime)],
      controllers: [HealthController],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: APP_CONFIG, useValue: runtime.config },
        { provide: JOB_QUEUE, useValue: runtime.jobQueue },
        { provide: UNIT_OF_WORK, useClass: MikroOrmUnitOfWork },
        { provide: CLOCK, useClass: SystemClock },
        { provide: Sql, useClass: MikroOrmSql },
        { provide: LagTolerantSql, useClass: MikroOrmLagTolerantSql },
        JobHandlerDiscovery,
      ],
      exports: [RUNTIME, APP_CONFIG, JOB_QUEUE, UNIT_OF_WORK, CLOCK, Sql, LagTolerantSql],
    };
  }
}
