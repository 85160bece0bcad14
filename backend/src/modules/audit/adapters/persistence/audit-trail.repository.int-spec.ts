import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../shared/infrastructure/database/mikro-orm-sql';
import { ListAuditLogHandler } from '../../application/queries/list-audit-log/list-audit-log.handler';
import { ListAuditLogQuery } from '../../application/queries/list-audit-log/list-audit-log.query';
import { PostgresAuditTrailRepository } from './audit-trail.repository';

/** An audit row lives and dies with the transaction of the change it describes. */
describe('PostgresAuditTrailRepository and ListAuditLogQuery on PostgreSQL (integration)', () => {
  let db: TestDatabase;
  let trail: PostgresAuditTrailRepository;

  beforeAll(async () => {
    db = await createTestDatabase();
    trail = new PostgresAuditTrailRepository();
  });
  afterAll(() => db?.close());

  const list = (filter: ListAuditLogQuery['filter']) => new ListAuditLogHandler(new MikroOrmSql(db.orm, { database: { embedded: false } })).execute(new ListAuditLogQuery(filter));

  it('writes one row with action, entity, actor and details inside the transaction', async () => {
    const actor = '00000000-0000-4000-8000-000000000001';
    await db.unitOfWork().run((tx) =>
      trail.record(tx, { action: 'creator.featured', entityType: 'creator', entityId: 'c-1', actorUserId: actor, details: { before: { featured: false }, after: { featured: true } } }),
    );
    const rows = await db.query<Record<string, unknown>>("select action, entity_type, entity_id, user_id, details from audit_log where entity_id = 'c-1'");
    expect(rows).toEqual([{ action: 'creator.featured', entity_type: 'creator', entity_id: 'c-1', user_id: actor, details: { before: { featured: false }, after: { featured: true } } }]);
  });

  it('lists the rows newest first, of one entity type when asked, with the total', async () => {
    await db.unitOfWork().run((tx) => trail.record(tx, { action: 'setting.changed', entityType: 'setting', entityId: 's-1', actorUserId: null }));
    const page = await list({ entityType: 'creator', limit: 10, offset: 0 });
    expect(page.total).toBe(1);
    expect(page.items).toEqual([expect.objectContaining({ action: 'creator.featured', entityType: 'creator', entityId: 'c-1' })]);
    expect((await list({ limit: 1, offset: 0 })).items.map((row) => row.entityId)).toEqual(['s-1']);
    expect((await list({ limit: 10, offset: 1 })).items).toEqual([expect.objectContaining({ entityId: 'c-1', createdAt: expect.any(Date) })]);
  });

  it('leaves no row when the transaction rolls back after it', async () => {
    await expect(
      db.unitOfWork().run(async (tx) => {
        await trail.record(tx, { action: 'user.deactivated', entityType: 'user', entityId: 'u-rollback', actorUserId: null });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.query("select 1 from audit_log where entity_id = 'u-rollback'")).toEqual([]);
  });
});
