import { MikroOrmSql } from '../../../../shared/infrastructure/database/mikro-orm-sql';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { UsernameTakenError } from '../../domain/identity.errors';
import { PostgresUserAccountsRepository } from './user-accounts.repository';

describe('PostgresUserAccountsRepository (PostgreSQL)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  const accounts = () => new PostgresUserAccountsRepository(db.em(), new MikroOrmSql(db.orm, { database: { embedded: false } }));

  describe('accounts', () => {
    it('creates a plain, not yet age-verified account and finds it by id; its credentials by username', async () => {
      const created = await accounts().create({ username: 'maya', passwordHash: 'argon2id$maya', email: 'maya@example.com' });
      expect(created).toMatchObject({ id: expect.any(String), username: 'maya', email: 'maya@example.com', role: 'user', ageVerified: false, createdAt: expect.any(Date) });
      expect(created).not.toHaveProperty('passwordHash');
      expect(await accounts().findById(created.id)).toMatchObject({ id: created.id, username: 'maya' });
      expect(await accounts().findCredentials('maya')).toEqual({ id: created.id, passwordHash: 'argon2id$maya', deactivated: false });
      expect(await accounts().findCredentials('nobody')).toBeNull();
      expect(await accounts().findById('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('refuses a taken username with UsernameTakenError (the unique constraint decides, so racing sign-ups cannot both win)', async () => {
      await accounts().create({ username: 'ben', passwordHash: 'h', email: null });
      const racing = await Promise.allSettled([
        accounts().create({ username: 'sofia', passwordHash: 'h', email: null }),
        accounts().create({ username: 'sofia', passwordHash: 'h', email: null }),
      ]);
      expect(racing.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      await expect(accounts().create({ username: 'ben', passwordHash: 'h', email: null })).rejects.toBeInstanceOf(UsernameTakenError);
    });

    it('moves the age status only from the status it is in, keeps the declared date of birth, and counts underage refusals', async () => {
      const { id } = await accounts().create({ username: 'andre', passwordHash: 'h', email: null });
      expect(await accounts().findById(id)).toMatchObject({ ageVerified: false, ageStatus: 'unverified' });
      expect(await accounts().writeAgeStatus(id, { from: 'unverified', to: 'self_attested' })).toBe(true);
      expect(await accounts().findById(id)).toMatchObject({ ageVerified: true, ageStatus: 'self_attested' });
      expect(await accounts().writeAgeStatus(id, { from: 'unverified', to: 'dob_declared', dateOfBirth: '1990-04-12' })).toBe(false);
      expect(await accounts().writeAgeStatus(id, { from: 'self_attested', to: 'dob_declared', dateOfBirth: '1990-04-12' })).toBe(true);
      expect(await accounts().ageRecordOf(id)).toEqual({ status: 'dob_declared', dateOfBirth: '1990-04-12' });
      // The table's invariant: a declared status always has its date of birth.
      await expect(db.query("update users set age_status = 'id_checked', date_of_birth = null where id = $1", [id])).rejects.toThrow(/users_date_of_birth_declared/);
      await accounts().countUnderageRefusal(id);
      await accounts().countUnderageRefusal(id);
      expect(await db.query('select underage_refusals from users where id = $1', [id])).toEqual([{ underage_refusals: 2 }]);
    });

    it('creates the configured admin once, and on the next boot takes its new password and the admin role back', async () => {
      await accounts().upsertAdmin('root', 'first-hash');
      const [{ id }] = await db.query<{ id: string }>("select id from users where username = 'root'");
      await db.query("update users set role = 'user' where id = $1", [id]);
      await accounts().upsertAdmin('root', 'second-hash');
      expect(await accounts().findCredentials('root')).toEqual({ id, passwordHash: 'second-hash', deactivated: false });
      expect(await accounts().findById(id)).toMatchObject({ role: 'admin', ageVerified: true });
    });
  });

  describe('failed sign-ins', () => {
    it('counts the failures of one username from one address since a moment, and clears only those', async () => {
      const since = new Date(Date.now() - 15 * 60_000);
      await accounts().recordFailedSignIn('maya', '203.0.113.7');
      await accounts().recordFailedSignIn('maya', '203.0.113.7');
      await accounts().recordFailedSignIn('maya', '198.51.100.1');
      await accounts().recordFailedSignIn('ben', '203.0.113.7');
      await db.query("insert into login_attempts (username, ip_address, attempted_at) values ('maya', '203.0.113.7', now() - interval '16 minutes')");

      // The lock counts a username's failures from every address (a rotating address must not reset it).
      const failures = await accounts().failedSignInsSince('MAYA', since);
      expect(failures).toHaveLength(3);
      expect(failures.every((at) => at instanceof Date && at >= since)).toBe(true);

      // A success clears only the failures from its own address.
      await accounts().clearFailedSignIns('maya', '203.0.113.7');
      expect(await accounts().failedSignInsSince('maya', new Date(0))).toHaveLength(1);
      expect(await accounts().failedSignInsSince('ben', since)).toHaveLength(1);
    });
  });
});
