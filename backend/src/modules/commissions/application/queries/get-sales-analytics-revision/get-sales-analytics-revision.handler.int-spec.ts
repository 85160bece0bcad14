import type { QueryBus } from '@nestjs/cqrs';
import { createUser } from '../../../../../../test/support/buying-fixtures';
import { createTestDatabase, TestDatabase } from '../../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../../shared/infrastructure/database/mikro-orm-sql';
import { GetSalesAnalyticsRevisionHandler } from './get-sales-analytics-revision.handler';
import { GetSalesAnalyticsRevisionQuery } from './get-sales-analytics-revision.query';

describe('GetSalesAnalyticsRevisionHandler (PostgreSQL)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  const setup = async (start: Date) => {
    const userId = await createUser(db);
    let catalogRevision = '10';
    let now = start;
    const queryBus = { execute: jest.fn(async () => catalogRevision) } as unknown as QueryBus;
    const handler = new GetSalesAnalyticsRevisionHandler(new MikroOrmSql(db.orm, { database: { embedded: false } }), queryBus, { now: () => now });
    return {
      revision: () => handler.execute(new GetSalesAnalyticsRevisionQuery(userId)),
      moveUser: () =>
        db.query(
          `insert into commission_analytics_revisions (user_id, revision) values ($1, 1)
           on conflict (user_id) do update set revision = commission_analytics_revisions.revision + 1`,
          [userId],
        ),
      moveCatalog: () => (catalogRevision = String(Number(catalogRevision) + 1)),
      setNow: (date: Date) => (now = date),
    };
  };

  it('is the same while nothing moves, and changes with the user’s revision, the catalog’s and the UTC date', async () => {
    const subject = await setup(new Date('2026-12-07T23:59:59.000Z'));
    const first = await subject.revision();
    expect(first).toBe('0:10:2026-12-07');
    expect(await subject.revision()).toBe(first);

    await subject.moveUser();
    const afterWrite = await subject.revision();
    expect(afterWrite).toBe('1:10:2026-12-07');

    subject.moveCatalog();
    const afterCatalog = await subject.revision();
    expect(afterCatalog).not.toBe(afterWrite);

    // The 30-day window rolls at UTC midnight: one second later is another answer.
    subject.setNow(new Date('2026-12-08T00:00:00.000Z'));
    expect(await subject.revision()).not.toBe(afterCatalog);
  });
});
