import { defineConfig } from '@mikro-orm/postgresql';
import type { ClientConfig } from 'pg';
import { Migrator } from '@mikro-orm/migrations';
import { PERSISTENCE_ENTITIES } from './persistence-entities';
import { Migrations } from './migrations';

export interface OrmOptions {
  clientUrl: string;
  /** A streaming replica, read only through LagTolerantSql (the ORM's own reads stay on clientUrl). */
  readUrl?: string;
  debug?: boolean;
  /** Embedded PGlite serves a handful of connections only. */
  poolMax?: number;
  /** Statement, lock and connect timeouts every connection opens with (database-faults.ts). */
  connectionLimits?: Pick<ClientConfig, 'statement_timeout' | 'lock_timeout' | 'connectionTimeoutMillis'>;
  /** How long a caller waits for a pool slot before knex gives up (a 503 at the HTTP edge). */
  acquireTimeoutMs?: number;
}

export function createOrmConfig({ clientUrl, readUrl, debug = false, poolMax = 10, connectionLimits = {}, acquireTimeoutMs = 60_000 }: OrmOptions) {
  return defineConfig({
    clientUrl,
    // Entities, sessions and every read not marked as tolerating lag stay on the primary: the ORM
    // never picks the replica by itself, only em.getConnection('read') does (MikroOrmSql 'read').
    ...(readUrl ? { replicas: [{ name: 'read-replica', clientUrl: readUrl }] } : {}),
    preferReadReplicas: false,
    entities: PERSISTENCE_ENTITIES,
    extensions: [Migrator],
    debug,
    pool: { min: 0, max: poolMax },
    driverOptions: { connection: connectionLimits, acquireConnectionTimeout: acquireTimeoutMs },
    forceUtcTimezone: true,
    // Entities are registered explicitly; no folder scanning, so dist and src behave alike.
    discovery: { warnWhenNoEntities: true, requireEntitiesArray: true },
    migrations: {
      tableName: 'mikro_orm_migrations',
      // Migrations are classes listed in code so that compiled and test runs find the same set.
      migrationsList: Migrations,
      path: 'src/migrations',
      pathTs: 'src/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      // Test runs migrate a fresh database per file; their logs would drown the results.
      silent: process.env.NODE_ENV === 'test',
    },
    schemaGenerator: { ignoreSchema: [] },
  });
}

/** Used by the MikroORM CLI (migration:create, schema:update --dump). */
export default createOrmConfig({ clientUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/rounds' });
