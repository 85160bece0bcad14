import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { BackOfficeStore } from '../../application/ports/back-office-store.port';
import type { SignupUserType } from '../../domain/signup';

@Injectable()
export class PostgresBackOfficeRepository implements BackOfficeStore {
  constructor(private readonly em: EntityManager) {}

  async addSignup({ name, email, userType }: { name: string; email: string; userType: SignupUserType }): Promise<boolean> {
    const inserted = await this.em.fork().execute<{ id: string }[]>(
      `insert into signups (id, name, email, user_type, created_at, updated_at) values (gen_random_uuid(), ?, ?, ?, now(), now())
       on conflict ((lower(email))) do nothing returning id`,
      [name, email, userType],
    );
    return inserted.length > 0;
  }

  async getSetting<T>(key: string): Promise<T | null> {
    const [row] = await this.em.fork().execute<{ value: T }[]>('select value from admin_settings where key = ?', [key]);
    return row ? row.value : null;
  }

  async putSetting<T>(transaction: TransactionContext, key: string, value: T): Promise<T | null> {
    const tx = entityManagerOf(transaction);
    const [old] = await tx.execute<{ value: T }[]>('select value from admin_settings where key = ? for update', [key]);
    await tx.execute(
      `insert into admin_settings (key, value, updated_at) values (?, ?::jsonb, now())
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
    return old ? old.value : null;
  }
}
