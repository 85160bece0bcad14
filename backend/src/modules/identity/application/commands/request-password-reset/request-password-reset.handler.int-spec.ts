import type { z } from 'zod';
import { FixedClock } from '../../../../../shared/application/clock.port';
import type { SqlStatement } from '../../../../../shared/application/sql';
import type { TransactionContext, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { MikroOrmSql } from '../../../../../shared/infrastructure/database/mikro-orm-sql';
import { createTestDatabase, TestDatabase } from '../../../../../../test/support/test-database';
import { PostgresOutboxRepository } from '../../../../notifications/adapters/persistence/outbox.repository';
import { PostgresAccountRecoveryRepository } from '../../../adapters/persistence/account-recovery.repository';
import { PostgresUserAccountsRepository } from '../../../adapters/persistence/user-accounts.repository';
import { RequestPasswordResetCommand } from './request-password-reset.command';
import { RequestPasswordResetHandler } from './request-password-reset.handler';

/** The app's Sql, noting the name of every statement it runs. */
class RecordingSql extends MikroOrmSql {
  readonly issued: string[] = [];

  protected override run(statement: SqlStatement<z.ZodType>, values: readonly unknown[], tx: TransactionContext | undefined): Promise<unknown[]> {
    this.issued.push(statement.name);
    return super.run(statement, values, tx);
  }
}

/**
 * No enumeration by timing: a reset request for a known address, an unknown one and one past its limit issues
 * the same statements in the same order, on the real PostgreSQL; only what is kept differs.
 */
describe('RequestPasswordResetHandler (PostgreSQL): the same statements whatever the address', () => {
  let db: TestDatabase;
  let sql: RecordingSql;
  let handler: RequestPasswordResetHandler;
  let savepoints: string[];

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new RecordingSql(db.orm, { database: { embedded: false } });
    const real = db.unitOfWork();
    savepoints = [];
    const unitOfWork: UnitOfWork = {
      run: (work) => real.run(work),
      runInSavepoint: async (tx, options, work) => {
        const result = await real.runInSavepoint(tx, options, work);
        savepoints.push(options.keep ? 'kept' : 'rolled back');
        return result;
      },
    };
    handler = new RequestPasswordResetHandler(new PostgresAccountRecoveryRepository(sql), new PostgresOutboxRepository(sql), unitOfWork, { publicOrigin: 'https://shop.test' }, new FixedClock(new Date()));
  });
  afterAll(() => db?.close());

  const request = async (email: string) => {
    sql.issued.length = 0;
    savepoints.length = 0;
    await handler.execute(new RequestPasswordResetCommand(email));
    return { statements: [...sql.issued], savepoints: [...savepoints] };
  };
  const tokensOf = (userId: string) => db.query<{ used: boolean }>(`select used_at is not null as used from account_tokens where user_id = $1 order by created_at`, [userId]);
  const eventsTo = (email: string) => db.query(`select 1 from outbox_events where type = 'account.password_reset_requested' and recipient_email = $1`, [email]);

  it('runs the same statements for a known address, an unknown one and one past its limit; only the known one within its limit keeps a token and a mail', async () => {
    const sqlForAccounts = new MikroOrmSql(db.orm, { database: { embedded: false } });
    const { id: userId } = await new PostgresUserAccountsRepository(db.em(), sqlForAccounts).create({ username: 'maya', passwordHash: 'h', email: 'maya@example.com' });
    const steps = ['identity.accounts-by-email', 'identity.record-reset-request', 'identity.revoke-tokens', 'identity.issue-token', 'notifications.record-event'];

    const known = await request('maya@example.com');
    expect(known).toEqual({ statements: steps, savepoints: ['kept'] });
    expect(await tokensOf(userId)).toEqual([{ used: false }]);
    expect(await eventsTo('maya@example.com')).toHaveLength(1);

    const unknown = await request('nobody@example.com');
    expect(unknown).toEqual({ statements: steps, savepoints: ['rolled back'] });
    expect(await eventsTo('nobody@example.com')).toHaveLength(0);
    expect(await db.query(`select user_id from password_reset_requests where email = 'nobody@example.com'`)).toEqual([{ user_id: null }]);
    expect(await db.query(`select 1 from account_tokens where user_id not in (select id from users)`)).toHaveLength(0);

    // Two more reach the account's limit of 3 an hour; the fourth keeps nothing, and the third's link still works.
    await request('maya@example.com');
    await request('maya@example.com');
    expect(await tokensOf(userId)).toEqual([{ used: true }, { used: true }, { used: false }]);
    const limited = await request('maya@example.com');
    expect(limited).toEqual({ statements: steps, savepoints: ['rolled back'] });
    expect(await tokensOf(userId)).toEqual([{ used: true }, { used: true }, { used: false }]);
    expect(await eventsTo('maya@example.com')).toHaveLength(3);
    expect(await db.query(`select count(*)::int as n from password_reset_requests where user_id = $1`, [userId])).toEqual([{ n: 4 }]);
  });
});
