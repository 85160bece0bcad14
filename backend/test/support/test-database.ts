import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createOrmConfig } from '../../src/mikro-orm.config';
import type { UnitOfWork } from '../../src/shared/application/unit-of-work';
import { MikroOrmUnitOfWork } from '../../src/shared/infrastructure/database/mikro-orm-unit-of-work';
import { createDatabaseFromTemplate, ensureTemplate, fingerprintFiles, untilNoConnections } from './template-databases';

export const TEST_PG_SERVER = process.env.TEST_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

const BACKEND_ROOT = resolve(__dirname, '..', '..');

let sourceFingerprint: string | undefined;
/**
 * What a template's content depends on: the backend's sources (migrations, the seed and the start-up
 * that runs it), this support code and the lockfile. Spec files are left out: they do not build templates.
 */
export function backendSourceFingerprint(): string {
  sourceFingerprint ??= fingerprintFiles(
    resolve(BACKEND_ROOT, '..'),
    [resolve(BACKEND_ROOT, 'src'), __dirname, resolve(BACKEND_ROOT, '..', 'package-lock.json')],
    (file) => !/\.(spec|int-spec|e2e-spec)\.ts$/.test(file),
  );
  return sourceFingerprint;
}

/** Where the global set-up hands the templates it built down to the test files (jest's workers inherit its environment). */
export const TEMPLATES_ENV = { migrated: 'ROUNDS_TEST_TEMPLATE_MIGRATED', demo: 'ROUNDS_TEST_TEMPLATE_DEMO' } as const;

let migrated: Promise<string> | undefined;
/** The template every test database starts from: the migrations of these sources, applied once. */
export function migratedTemplate(): Promise<string> {
  const known = process.env[TEMPLATES_ENV.migrated];
  if (known) return Promise.resolve(known);
  migrated ??= ensureTemplate(TEST_PG_SERVER, { kind: 'migrated', fingerprint: backendSourceFingerprint() }, async (url) => {
    const orm = await MikroORM.init(createOrmConfig({ clientUrl: url, poolMax: 2 }));
    try {
      await orm.getMigrator().up();
    } finally {
      await orm.close(true);
    }
  });
  return migrated;
}

/** A new migrated database `name` (a copy of the migrated template), for tests that start the app their own way. */
export async function createMigratedDatabase(name: string): Promise<string> {
  await createDatabaseFromTemplate(TEST_PG_SERVER, name, await migratedTemplate());
  return `${TEST_PG_SERVER}/${name}`;
}

/**
 * A freshly migrated database of its own on the real PostgreSQL, for `*.int-spec.ts` of one SQL adapter
 * (no Nest app, no Redis): construct the adapter with `em()` (a query handler with `new MikroOrmSql(orm, …)`), arrange rows with
 * `query()`, and `close()` drops the database. The same migrations as production, never another engine.
 */
export interface TestDatabase {
  name: string;
  url: string;
  orm: MikroORM;
  /** A fresh fork of the ORM's EntityManager, as adapters get it from the app. */
  em(): EntityManager;
  /** Transactions as the app opens them, for port methods that take a TransactionContext. */
  unitOfWork(): UnitOfWork;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `rounds_test_int_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = await createMigratedDatabase(name);
  let orm: MikroORM | undefined;
  try {
    orm = await MikroORM.init(createOrmConfig({ clientUrl: url, poolMax: 4 }));
  } catch (error) {
    await orm?.close(true);
    await dropDatabase(name);
    throw error;
  }
  const ready = orm;
  return {
    name,
    url,
    orm: ready,
    em: () => ready.em.fork(),
    unitOfWork: () => new MikroOrmUnitOfWork(ready.em.fork()),
    query: (sql, params = []) => withClient(url, async (client) => (await client.query(sql, params)).rows),
    close: async () => {
      await ready.close(true);
      await dropDatabase(name);
    },
  };
}

export async function dropDatabase(name: string): Promise<void> {
  if (!name.includes('test')) throw new Error(`Refusing to drop "${name}": test databases have "test" in their name`);
  await withClient(`${TEST_PG_SERVER}/postgres`, async (client) => {
    // Let pools that are still closing finish first: forcing them off would raise an unhandled
    // 'error' on their idle clients in whatever test runs next in this worker.
    await untilNoConnections(client, name);
    await client.query(`drop database if exists "${name}" with (force)`);
  });
}

async function withClient<T>(connectionString: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
