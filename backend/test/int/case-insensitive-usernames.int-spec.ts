import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createOrmConfig } from '../../src/mikro-orm.config';
import { dropDatabase, TEST_PG_SERVER } from '../support/test-app';

/** The migration that makes usernames unique without letter case, run over accounts that already clash. */
describe('Migration20261201090000_case_insensitive_usernames', () => {
  const databaseName = `rounds_test_usernames_${randomBytes(4).toString('hex')}`;
  let orm: MikroORM;

  beforeAll(async () => {
    const admin = new Client({ connectionString: `${TEST_PG_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    orm = await MikroORM.init(createOrmConfig({ clientUrl: `${TEST_PG_SERVER}/${databaseName}` }));
  });
  afterAll(async () => {
    await orm?.close();
    await dropDatabase(databaseName);
  });

  it('keeps the oldest name of each clash, renames the others deterministically with an audit row, then enforces the index', async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261122090000_product_import_checkpoints' });
    const sql = orm.em.getConnection();
    await sql.execute(`insert into users (id, username, password_hash, created_at) values
      ('00000000-0000-4000-8000-000000000001', 'admin', 'h', now() - interval '3 days'),
      ('aaaaaaaa-0000-4000-8000-000000000002', 'ADMIN', 'h', now() - interval '2 days'),
      ('bbbbbbbb-0000-4000-8000-000000000003', 'Admin', 'h', now() - interval '1 day'),
      ('cccccccc-0000-4000-8000-000000000004', 'Curator', 'h', now() - interval '5 days'),
      ('dddddddd-0000-4000-8000-000000000005', 'curator', 'h', now()),
      ('eeeeeeee-0000-4000-8000-000000000006', 'solo', 'h', now())`);
    await sql.execute(`insert into login_attempts (username, ip_address) values ('SoLo', '127.0.0.1')`);

    await migrator.up();

    const users = await sql.execute<{ id: string; username: string }[]>('select id, username from users order by id');
    expect(users.map((user) => user.username)).toEqual(['admin', 'ADMIN-aaaaaaaa', 'Admin-bbbbbbbb', 'Curator', 'curator-dddddddd', 'solo']);
    const audit = await sql.execute<{ entity_id: string; details: { from: string; to: string } }[]>(
      `select entity_id, details from audit_log where action = 'username.renamed_case_clash' order by entity_id`,
    );
    expect(audit.map((row) => [row.entity_id.slice(0, 8), row.details])).toEqual([
      ['aaaaaaaa', { from: 'ADMIN', to: 'ADMIN-aaaaaaaa' }],
      ['bbbbbbbb', { from: 'Admin', to: 'Admin-bbbbbbbb' }],
      ['dddddddd', { from: 'curator', to: 'curator-dddddddd' }],
    ]);
    expect(await sql.execute(`select username from login_attempts`)).toEqual([{ username: 'solo' }]);
    await expect(sql.execute(`insert into users (username, password_hash) values ('SOLO', 'h')`)).rejects.toThrow(/users_username_lower_unique/);
  });
});
