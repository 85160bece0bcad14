import { createCreator } from '../../../../../../test/support/buying-fixtures';
import { createTestDatabase, TestDatabase } from '../../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../../shared/infrastructure/database/mikro-orm-sql';
import { ListCreatorsForAdminHandler } from './list-creators-for-admin.handler';
import { ListCreatorsForAdminQuery } from './list-creators-for-admin.query';

/** The admin Curators tab over one real database. */
describe('ListCreatorsForAdminHandler (PostgreSQL)', () => {
  let db: TestDatabase;
  let list: (criteria: { search?: string; limit: number; offset: number }) => ReturnType<ListCreatorsForAdminHandler['execute']>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const handler = new ListCreatorsForAdminHandler(new MikroOrmSql(db.orm, { database: { embedded: false } }));
    list = (criteria) => handler.execute(new ListCreatorsForAdminQuery(criteria));
  });
  afterAll(() => db?.close());

  it('lists the most followed first, then by handle, by part of the handle or name in any case, with the total', async () => {
    const quiet = await createCreator(db, { handle: 'adm_quiet', followers: 5 });
    const loudB = await createCreator(db, { handle: 'adm_loud_b', followers: 50, rating: 4.5 });
    const loudA = await createCreator(db, { handle: 'adm_loud_a', followers: 50, featured: true });
    await db.query("update creators set name = 'Someone ADMX', total_earnings_cents = 1234, is_verified = true where id = $1", [quiet.id]);

    const page = await list({ search: '  ADM_  ', limit: 10, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.items.map((row) => row.id)).toEqual([loudA.id, loudB.id, quiet.id]);
    expect(page.items[0]).toEqual({ id: loudA.id, handle: 'adm_loud_a', name: 'Creator adm_loud_a', followers: 50, rating: null, totalEarningsCents: 0, isVerified: false, featured: true, unpublishedAt: null });
    expect(page.items[1]).toMatchObject({ rating: 4.5 });
    expect(page.items[2]).toMatchObject({ totalEarningsCents: 1234, isVerified: true });

    expect(await list({ search: 'admx', limit: 10, offset: 0 })).toEqual({ total: 1, items: [expect.objectContaining({ id: quiet.id })] });
    expect(await list({ search: 'adm_', limit: 1, offset: 1 })).toEqual({ total: 3, items: [expect.objectContaining({ id: loudB.id })] });
  });

  it('takes % and _ in the search literally, and lists everyone without one', async () => {
    const literal = await createCreator(db, { handle: 'pct%handle' });
    await createCreator(db, { handle: 'pctxhandle' });
    expect((await list({ search: 't%h', limit: 10, offset: 0 })).items.map((row) => row.id)).toEqual([literal.id]);
    const [{ n }] = await db.query<{ n: string }>('select count(*) as n from creators');
    expect((await list({ search: ' ', limit: 1, offset: 0 })).total).toBe(Number(n));
  });
});
