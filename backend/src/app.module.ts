import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from './modules/identity';
import { InfrastructureModule } from './shared/infrastructure/infrastructure.module';
import type { Runtime } from './shared/infrastructure/runtime';

/** The bounded contexts; each registers its own controllers, handlers and job handlers. */
export const FEATURE_MODULES = [IdentityModule];

@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), InfrastructureModule.forRuntime(runtime), ...FEATURE_MODULES],
    };
  }
}
