import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../shared/infrastructure/database/mikro-orm-sql';
import { FindAnyAccountHandler } from './find-any-account/find-any-account.handler';
import { FindAnyAccountQuery } from './find-any-account/find-any-account.query';
import { GetCurrentUserHandler } from './get-current-user/get-current-user.handler';
import { GetCurrentUserQuery } from './get-current-user/get-current-user.query';
import { ListUsersForAdminHandler } from './list-users-for-admin/list-users-for-admin.handler';
import { AdminUserFilter, ListUsersForAdminQuery } from './list-users-for-admin/list-users-for-admin.query';

/** Identity's account reads over one real database. */
describe('identity account queries (PostgreSQL)', () => {
  let db: TestDatabase;
  let sql: MikroOrmSql;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new MikroOrmSql(db.orm, { database: { embedded: false } });
  });
  afterAll(() => db?.close());

  const newUser = async (username: string, fields: { email?: string; role?: string; deactivatedAt?: Date; createdAt?: Date } = {}) => {
    const id = randomUUID();
    await db.query('insert into users (id, username, password_hash, email, role, age_status, deactivated_at, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
      id,
      username,
      'not-a-real-hash',
      fields.email ?? null,
      fields.role ?? 'user',
      'self_attested',
      fields.deactivatedAt ?? null,
      fields.createdAt ?? new Date(),
    ]);
    return id;
  };
  const unknownId = '00000000-0000-4000-8000-000000000000';

  it("answers the session's account, and null for a deactivated or unknown one (GetCurrentUserQuery)", async () => {
    const active = await newUser('current_maya', { email: 'maya@example.com' });
    const gone = await newUser('current_gone', { deactivatedAt: new Date() });
    const handler = new GetCurrentUserHandler(sql);
    expect(await handler.execute(new GetCurrentUserQuery(active))).toEqual({
      id: active,
      username: 'current_maya',
      email: 'maya@example.com',
      emailVerified: false,
      role: 'user',
      ageVerified: true,
      ageStatus: 'self_attested',
      createdAt: expect.any(Date),
    });
    expect(await handler.execute(new GetCurrentUserQuery(gone))).toBeNull();
    expect(await handler.execute(new GetCurrentUserQuery(unknownId))).toBeNull();
  });

  it('finds any account, deactivated or not, and null for an unknown one (FindAnyAccountQuery)', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const gone = await newUser('any_gone', { deactivatedAt: at });
    const handler = new FindAnyAccountHandler(sql);
    expect(await handler.execute(new FindAnyAccountQuery(gone))).toMatchObject({ id: gone, username: 'any_gone', email: null, deactivatedAt: at });
    expect(await handler.execute(new FindAnyAccountQuery(unknownId))).toBeNull();
  });

  describe('the admin Users table (ListUsersForAdminQuery)', () => {
    const list = (filter: AdminUserFilter) => new ListUsersForAdminHandler(sql).execute(new ListUsersForAdminQuery(filter));
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    it('lists newest first, filters by part of the username or email in any case and by role, and counts the matches', async () => {
      const oldest = await newUser('zq_Oldest', { createdAt: minutesAgo(30), role: 'creator' });
      const middle = await newUser('zq_middle', { createdAt: minutesAgo(20), deactivatedAt: new Date() });
      const newest = await newUser('plain_newest', { createdAt: minutesAgo(10), email: 'ZQ_mail@example.com' });

      const page = await list({ search: '  ZQ_  ', limit: 10, offset: 0 });
      expect(page.total).toBe(3);
      expect(page.items.map((row) => row.id)).toEqual([newest, middle, oldest]);
      expect(page.items[1]).toMatchObject({ username: 'zq_middle', role: 'user', ageVerified: true, deactivatedAt: expect.any(Date), createdAt: expect.any(Date) });

      expect(await list({ search: 'zq_', role: 'creator', limit: 10, offset: 0 })).toEqual({ total: 1, items: [expect.objectContaining({ id: oldest, role: 'creator', deactivatedAt: null })] });
      const second = await list({ search: 'zq_', limit: 1, offset: 1 });
      expect(second).toEqual({ total: 3, items: [expect.objectContaining({ id: middle })] });
    });

    it('takes % and _ in the search literally', async () => {
      const literal = await newUser('pct%name');
      await newUser('pctxname');
      expect((await list({ search: 't%n', limit: 10, offset: 0 })).items.map((row) => row.id)).toEqual([literal]);
    });

    it('lists everyone without a search, with the total of all accounts', async () => {
      const [{ n }] = await db.query<{ n: string }>('select count(*) as n from users');
      expect((await list({ search: '   ', limit: 1, offset: 0 })).total).toBe(Number(n));
    });
  });
});
