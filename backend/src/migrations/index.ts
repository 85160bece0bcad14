import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122062030 } from './Migration20261122062030_initial_schema';

/** Every migration in order. A new one is created with `npm -w backend run migration:create` and appended here. */
export const Migrations: MigrationObject[] = [
  { name: 'Migration20261122062030_initial_schema', class: Migration20261122062030 },
];
