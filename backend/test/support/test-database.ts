import { randomBytes } from 'node:crypto';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createOrmConfig } from '../../src/mikro-orm.config';
import type { UnitOfWork } from '../../src/shared/application/unit-of-work';
import { MikroOrmUnitOfWork } from '../../src/shared/infrastructure/database/mikro-orm-unit-of-work';

export const TEST_PG_SERVER = process.env.TEST_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

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
  const url = `${TEST_PG_SERVER}/${name}`;
  await withClient(`${TEST_PG_SERVER}/postgres`, (client) => client.query(`create database "${name}"`));
  let orm: MikroORM | undefined;
  try {
    orm = await MikroORM.init(createOrmConfig({ clientUrl: url, poolMax: 4 }));
    await orm.getMigrator().up();
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
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query('select count(*)::int as connections from pg_stat_activity where datname = $1', [name]);
      if (rows[0].connections === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
