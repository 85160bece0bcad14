import { DynamicModule, Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { APP_CONFIG } from '../../config/app-config';
import { createOrmConfig } from '../../mikro-orm.config';
import { HealthController } from './health/health.controller';
import { JOB_QUEUE } from './jobs/job-queue.port';
import { RUNTIME, Runtime } from './runtime';

/** Config, database and job queue for every module: decided once at boot, shared by all. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: InfrastructureModule,
      imports: [
        MikroOrmModule.forRoot({
          ...createOrmConfig({ clientUrl: runtime.database.url, poolMax: runtime.database.poolMax }),
          registerRequestContext: true,
          connect: runtime.database.connect ?? true,
        }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: APP_CONFIG, useValue: runtime.config },
        { provide: JOB_QUEUE, useValue: runtime.jobQueue },
      ],
      exports: [RUNTIME, APP_CONFIG, JOB_QUEUE],
    };
  }
}
