import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client, escapeIdentifier, escapeLiteral } from 'pg';
import request from 'supertest';
import { startApp, StartedApp } from '../../src/app/bootstrap';
import { createMigratedDatabase, deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from '../support/test-app';

/** The SQL docs/operations.md prescribes for the app's role (docker-compose.yml's init script runs it with psql). */
const APP_ROLE_SQL = readFileSync(resolve(__dirname, '..', '..', '..', 'docs', 'deploy', 'postgres', 'app-role.sql'), 'utf8');

/** app-role.sql with psql's variables filled in, as `psql -v app_role=… -v app_password=…` does. */
function appRoleSql(role: string, password: string): string {
  return APP_ROLE_SQL.replaceAll(':"app_role"', escapeIdentifier(role)).replaceAll(":'app_role'", escapeLiteral(role)).replaceAll(":'app_password'", escapeLiteral(password));
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const asUrl = (role: string, password: string, database: string) => {
  const url = new URL(`${TEST_PG_SERVER}/${database}`);
  url.username = role;
  url.password = password;
  return url.toString();
};

/** What PostgreSQL answers `sql` run as `url`'s role: 'ok', or the error's SQLSTATE and message. */
const attempt = (url: string, sql: string) =>
  withClient(url, (client) => client.query(sql).then(
    () => 'ok',
    (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
  ));

/**
 * The audit log is append-only by privileges, not only by its triggers: production runs the app as a role that
 * owns nothing and is no superuser (docs/operations.md, "Database roles"), made by docs/deploy/postgres/app-role.sql,
 * and the migrations as the tables' owner (DATABASE_MIGRATION_URL). Roles are the cluster's: each test makes its own.
 */
describe('audit_log privileges of the app\'s own role (int)', () => {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const roles: string[] = [];
  const databases: string[] = [];
  let app: StartedApp | undefined;

  afterAll(async () => {
    await app?.stop();
    for (const database of databases) await dropDatabase(database);
    await withClient(`${TEST_PG_SERVER}/postgres`, async (client) => {
      for (const role of roles) await client.query(`drop role if exists ${escapeIdentifier(role)}`);
    });
    await deleteRedisKeys(`rounds_test_auditpriv_${suffix}`);
  });

  it('migrates a new database as the owner and runs as the role: sign-ins are audited, but the role cannot UPDATE, DELETE or TRUNCATE audit_log, and the triggers still refuse the owner', async () => {
    const database = `rounds_test_auditpriv_${suffix}`;
    const role = `rounds_app_test_${suffix}`;
    databases.push(database);
    roles.push(role);
    // As docker-compose.yml does: an empty database, the role made by the init script before any migration.
    await withClient(`${TEST_PG_SERVER}/postgres`, (client) => client.query(`create database ${escapeIdentifier(database)}`));
    await withClient(`${TEST_PG_SERVER}/${database}`, (client) => client.query(appRoleSql(role, password)));
    const ownerUrl = `${TEST_PG_SERVER}/${database}`;
    const roleUrl = asUrl(role, password, database);

    app = await startApp({
      role: 'all',
      listen: false,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: roleUrl,
        DATABASE_MIGRATION_URL: ownerUrl,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: database,
        SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
        SEED_DEMO_DATA: 'false',
        ADMIN_USERNAME: 'privileges_admin',
        ADMIN_PASSWORD: 'admin-password-1',
        PASSWORD_HASHING: 'fast',
        LOG_LEVEL: 'error',
        PORT: '0',
      },
    });
    // The owner migrated; the app, as the role, writes its rows and the audit log.
    const admin = request.agent(app.app.getHttpServer());
    await admin.post('/api/login').send({ username: 'privileges_admin', password: 'admin-password-1' }).expect(200);
    await admin.post('/api/admin/users').send({ username: `audited_${suffix}`, password: 'correct-horse-battery', role: 'user' }).expect(201);
    const owners = await withClient(ownerUrl, async (client) => (await client.query<{ owner: string; superuser: boolean }>(`select pg_get_userbyid(relowner) as owner, (select rolsuper from pg_roles where rolname = $1) as superuser from pg_class where oid = 'audit_log'::regclass`, [role])).rows);
    expect(owners).toEqual([{ owner: 'postgres', superuser: false }]);
    const actions = await withClient(ownerUrl, async (client) => (await client.query<{ action: string }>('select action from audit_log order by seq')).rows.map((row) => row.action));
    expect(actions).toEqual(['user.signed_in', 'user.created']);

    // The role: INSERT and SELECT on audit_log, nothing more; every other table's rows it may change.
    expect(await attempt(roleUrl, `insert into audit_log (action, entity_type) values ('test.appended', 'test')`)).toBe('ok');
    expect(await attempt(roleUrl, 'select count(*) from audit_log')).toBe('ok');
    expect(await attempt(roleUrl, `update audit_log set action = 'nothing.happened'`)).toBe('42501: permission denied for table audit_log');
    expect(await attempt(roleUrl, 'delete from audit_log')).toBe('42501: permission denied for table audit_log');
    expect(await attempt(roleUrl, 'truncate audit_log')).toBe('42501: permission denied for table audit_log');
    expect(await attempt(roleUrl, 'drop trigger audit_log_append_only on audit_log')).toBe('42501: must be owner of relation audit_log');
    expect(await attempt(roleUrl, `update users set email = 'admin@rounds.example' where username = 'privileges_admin'`)).toBe('ok');

    // The owner is refused by the triggers (only one who disables them can change a row, and the chain shows it).
    expect(await attempt(ownerUrl, `update audit_log set action = 'nothing.happened'`)).toMatch(/^42501: audit_log is append-only: UPDATE is not allowed/);
    expect(await attempt(ownerUrl, 'delete from audit_log')).toMatch(/^42501: audit_log is append-only: DELETE is not allowed/);
    expect(await attempt(ownerUrl, 'truncate audit_log')).toMatch(/^42501: audit_log is append-only: TRUNCATE is not allowed/);
    expect((await admin.get('/api/admin/audit-log/verify').expect(200)).body).toEqual({ ok: true, checked: 3, firstBrokenId: null });
  });

  it('gives a role made for a database migrated before it existed INSERT and SELECT only on audit_log', async () => {
    const database = `rounds_test_auditpriv_old_${suffix}`;
    const role = `rounds_app_test_old_${suffix}`;
    databases.push(database);
    roles.push(role);
    const ownerUrl = await createMigratedDatabase(database);
    await withClient(ownerUrl, (client) => client.query(appRoleSql(role, password)));
    const roleUrl = asUrl(role, password, database);

    expect(await attempt(roleUrl, `insert into audit_log (action, entity_type) values ('test.appended', 'test')`)).toBe('ok');
    expect(await attempt(roleUrl, `update audit_log set action = 'nothing.happened'`)).toBe('42501: permission denied for table audit_log');
    expect(await attempt(roleUrl, 'delete from audit_log')).toBe('42501: permission denied for table audit_log');
    expect(await attempt(roleUrl, 'truncate audit_log')).toBe('42501: permission denied for table audit_log');
    expect(await attempt(roleUrl, `update users set username = username`)).toBe('ok');
  });
});
