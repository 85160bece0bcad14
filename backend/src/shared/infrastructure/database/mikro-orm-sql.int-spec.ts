import { z } from 'zod';
import { createTestDatabase, TestDatabase } from '../../../../test/support/test-database';
import { sqlStatement, SqlRowMismatchError } from '../../application/sql';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work';
import { MikroOrmSql } from './mikro-orm-sql';

describe('MikroOrmSql on PostgreSQL (integration)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  const server = () => new MikroOrmSql(db.orm, { database: { embedded: false } });

  it('returns rows checked and typed by the statement: bigint text coerced, timestamps as Dates, jsonb parsed', async () => {
    const statement = sqlStatement(
      'test.shapes',
      `select count(*) as n, timestamptz '2026-01-02 03:04:05+00' as at, '{"a":[1]}'::jsonb as doc, $1::text as echoed, '{"a":1}'::jsonb ? 'a' as has_key`,
      z.object({ n: z.coerce.number(), at: z.date(), doc: z.object({ a: z.array(z.number()) }), echoed: z.string(), has_key: z.boolean() }),
    );
    expect(await server().one(statement, ['hello'])).toEqual({ n: 1, at: new Date('2026-01-02T03:04:05Z'), doc: { a: [1] }, echoed: 'hello', has_key: true });
  });

  it('runs a prepared statement again and again on the pool, and unnamed on the embedded database', async () => {
    const statement = sqlStatement('test.prepared', 'select $1::int + 1 as next', z.object({ next: z.number() }), { prepared: true });
    const sql = server();
    for (let i = 0; i < 8; i += 1) expect(await sql.one(statement, [i])).toEqual({ next: i + 1 });
    const embedded = new MikroOrmSql(db.orm, { database: { embedded: true } });
    expect(await embedded.one(statement, [41])).toEqual({ next: 42 });
  });

  it('fails with the statement name and the mismatching field when a row does not match its schema', async () => {
    const statement = sqlStatement('test.mismatch', 'select 1 as id, null::text as name', z.object({ id: z.number(), name: z.string() }));
    const failure = server().rows(statement);
    await expect(failure).rejects.toThrow(SqlRowMismatchError);
    await expect(server().rows(statement)).rejects.toThrow(/SQL statement "test\.mismatch" returned a row that does not match its schema \(row 0\):[\s\S]*name/);
  });

  it('answers none, or throws from one(), for a statement without rows', async () => {
    const statement = sqlStatement('test.empty', 'select 1 as id where false', z.object({ id: z.number() }));
    expect(await server().maybeOne(statement)).toBeUndefined();
    await expect(server().one(statement)).rejects.toThrow('SQL statement "test.empty" returned no row; it must return exactly one');
  });

  it('reads inside the transaction a unit of work opened, given or ambient, and nothing of it after a rollback', async () => {
    await db.query('create table sql_helper_probe (id int primary key)');
    const sql = server();
    const count = sqlStatement('test.count', 'select count(*)::int as n from sql_helper_probe', z.object({ n: z.number() }));
    await expect(
      new MikroOrmUnitOfWork(db.em()).run(async (tx) => {
        await sql.rows(sqlStatement('test.insert', 'insert into sql_helper_probe values (1) returning id', z.object({ id: z.number() })), [], tx);
        expect(await sql.one(count, [], tx)).toEqual({ n: 1 });
        expect(await sql.one(count)).toEqual({ n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await sql.one(count)).toEqual({ n: 0 });
  });
});
