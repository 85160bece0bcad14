import { randomUUID } from 'node:crypto';
import { EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AccountView, NewAccount, UserAccounts } from '../../application/ports/user-accounts.port';
import { UsernameTakenError } from '../../domain/identity.errors';
import { LoginAttemptEntity } from './login-attempt.entity';
import { UserEntity } from './user.entity';

@Injectable()
export class MikroOrmUserAccounts implements UserAccounts {
  constructor(private readonly em: EntityManager) {}

  async findById(id: string): Promise<AccountView | null> {
    const user = await this.em.fork().findOne(UserEntity, { id });
    return user ? toAccountView(user) : null;
  }

  async findIdByUsername(username: string): Promise<string | null> {
    const row = await this.em.fork().findOne(UserEntity, { username }, { fields: ['id'] });
    return row?.id ?? null;
  }

  count(): Promise<number> {
    return this.em.fork().count(UserEntity, {});
  }

  async findCredentials(username: string): Promise<{ id: string; passwordHash: string } | null> {
    const row = await this.em.fork().findOne(UserEntity, { [raw((alias) => `lower(${alias}.username)`)]: username.toLowerCase() }, { fields: ['id', 'passwordHash'] });
    return row ? { id: row.id, passwordHash: row.passwordHash } : null;
  }

  async create(account: NewAccount): Promise<AccountView> {
    const em = this.em.fork();
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

  async markAgeVerified(id: string): Promise<AccountView> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(UserEntity, { id });
    user.ageVerified = true;
    await em.flush();
    return toAccountView(user);
  }

  async upsertAdmin(username: string, passwordHash: string): Promise<void> {
    // Runs under the startup lock, so nothing registers the name between the read and the write.
    const em = this.em.fork();
    const existing = await em.findOne(UserEntity, { [raw((alias) => `lower(${alias}.username)`)]: username.toLowerCase() });
    if (existing) {
      existing.passwordHash = passwordHash;
      existing.role = 'admin';
    } else {
      em.create(UserEntity, { id: randomUUID(), username, passwordHash, role: 'admin', ageVerified: true });
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
    role: user.role,
    ageVerified: user.ageVerified,
    createdAt: user.createdAt,
  };
}
