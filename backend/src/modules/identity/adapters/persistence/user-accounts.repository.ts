import { randomUUID } from 'node:crypto';
import { EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import { Sql } from '../../../../shared/application/sql';
import type { AccountView, NewAccount, UserAccounts } from '../../application/ports/user-accounts.port';
import { ACTIVE_ACCOUNT, ANY_ACCOUNT } from '../../application/queries/account-views';
import { endUserSessions } from '../../application/session-ending';
import type { AgeRecord, AgeStatus } from '../../domain/age-status';
import { UsernameTakenError } from '../../domain/identity.errors';
import type { UserRole } from '../../domain/user-role';
import { LoginAttemptEntity } from './login-attempt.entity';
import { UserEntity } from './user.entity';

@Injectable()
export class PostgresUserAccountsRepository implements UserAccounts {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: Sql,
  ) {}

  async findById(id: string): Promise<AccountView | null> {
    return (await this.sql.maybeOne(ACTIVE_ACCOUNT, [id])) ?? null;
  }

  async findAnyById(id: string): Promise<(AccountView & { deactivatedAt: Date | null }) | null> {
    return (await this.sql.maybeOne(ANY_ACCOUNT, [id])) ?? null;
  }

  async deactivate(transaction: TransactionContext, id: string, at: Date): Promise<boolean> {
    const tx = entityManagerOf(transaction);
    const updated = await tx.execute<{ id: string }[]>('update users set deactivated_at = coalesce(deactivated_at, ?::timestamptz) where id = ? returning id', [at.toISOString(), id]);
    if (updated.length === 0) return false;
    await endUserSessions(this.sql, id, null, transaction);
    return true;
  }

  async update(transaction: TransactionContext, id: string, account: { email: string | null; role: UserRole }): Promise<boolean> {
    // A changed address is unconfirmed again (the right-hand sides read the row as it was).
    const updated = await entityManagerOf(transaction).execute<{ id: string }[]>(
      'update users set email = ?, email_verified_at = case when email is distinct from ? then null else email_verified_at end, role = ?, updated_at = now() where id = ? returning id',
      [account.email, account.email, account.role, id],
    );
    return updated.length > 0;
  }

  async promoteToCreator(transaction: TransactionContext, id: string): Promise<boolean> {
    const updated = await entityManagerOf(transaction).execute<{ id: string }[]>(
      `update users set role = case when role = 'user' then 'creator' else role end, updated_at = now() where id = ? and deactivated_at is null returning id`,
      [id],
    );
    return updated.length > 0;
  }

  async findCredentials(username: string): Promise<{ id: string; passwordHash: string; deactivated: boolean } | null> {
    const row = await this.em.fork().findOne(UserEntity, { [raw((alias) => `lower(${alias}.username)`)]: username.toLowerCase() }, { fields: ['id', 'passwordHash', 'deactivatedAt'] });
    return row ? { id: row.id, passwordHash: row.passwordHash, deactivated: row.deactivatedAt != null } : null;
  }

  async create(account: NewAccount, transaction?: TransactionContext): Promise<AccountView> {
    const em = transaction ? entityManagerOf(transaction) : this.em.fork();
    const user = em.create(UserEntity, {
      username: account.username,
      passwordHash: account.passwordHash,
      email: account.email,
      role: account.role ?? 'user',
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new UsernameTakenError(account.username);
      throw error;
    }
    return toAccountView(user);
  }

  async ageRecordOf(id: string, transaction?: TransactionContext): Promise<AgeRecord | null> {
    const [row] = await this.execute<{ age_status: AgeStatus; date_of_birth: string | null }>(
      `select age_status, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth from users where id = ?${transaction ? ' for update' : ''}`,
      [id],
      transaction,
    );
    return row ? { status: row.age_status, dateOfBirth: row.date_of_birth } : null;
  }

  async writeAgeStatus(id: string, move: { from: AgeStatus; to: AgeStatus; dateOfBirth?: string }, transaction?: TransactionContext): Promise<boolean> {
    const rows = await this.execute<{ id: string }>(
      `update users set age_status = ?, date_of_birth = coalesce(?::date, date_of_birth), updated_at = clock_timestamp() where id = ? and age_status = ? returning id`,
      [move.to, move.dateOfBirth ?? null, id, move.from],
      transaction,
    );
    return rows.length === 1;
  }

  async countUnderageRefusal(id: string): Promise<void> {
    await this.execute('update users set underage_refusals = underage_refusals + 1 where id = ?', [id]);
  }

  private execute<T>(sql: string, params: unknown[], transaction?: TransactionContext): Promise<T[]> {
    const em = transaction ? entityManagerOf(transaction) : this.em.fork();
    return em.execute<T[]>(sql, params);
  }

  async upsertAdmin(username: string, passwordHash: string): Promise<void> {
    // Runs under the startup lock, so nothing registers the name between the read and the write.
    const em = this.em.fork();
    const existing = await em.findOne(UserEntity, { [raw((alias) => `lower(${alias}.username)`)]: username.toLowerCase() });
    if (existing) {
      existing.passwordHash = passwordHash;
      existing.role = 'admin';
      existing.deactivatedAt = null; // the configured admin always signs in
    } else {
      em.create(UserEntity, { id: randomUUID(), username, passwordHash, role: 'admin', ageStatus: 'self_attested' });
    }
    await em.flush();
  }

  async recordFailedSignIn(username: string, ipAddress: string | null): Promise<void> {
    const em = this.em.fork();
    em.create(LoginAttemptEntity, { username: username.toLowerCase(), ipAddress });
    await em.flush();
  }

  async failedSignInsSince(username: string, since: Date): Promise<Date[]> {
    const rows = await this.em.fork().find(LoginAttemptEntity, { username: username.toLowerCase(), attemptedAt: { $gte: since } }, { fields: ['attemptedAt'] });
    return rows.map((row) => row.attemptedAt);
  }

  async clearFailedSignIns(username: string, ipAddress: string | null): Promise<void> {
    await this.em.fork().nativeDelete(LoginAttemptEntity, { username: username.toLowerCase(), ipAddress });
  }
}

export function toAccountView(user: UserEntity): AccountView {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    emailVerified: user.emailVerifiedAt != null,
    role: user.role,
    ageVerified: user.ageStatus !== 'unverified',
    ageStatus: user.ageStatus,
    createdAt: user.createdAt,
  };
}
