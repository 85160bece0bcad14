import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { BankingDetailsStore, SealedBankingDetails } from '../../application/ports/banking-cipher.port';

/** commission_accounts.banking_details: only ever written sealed (AES-256-GCM, adapters/banking). */
@Injectable()
export class PostgresBankingDetailsRepository implements BankingDetailsStore {
  constructor(private readonly em: EntityManager) {}

  async save(tx: TransactionContext, userId: string, sealed: SealedBankingDetails): Promise<{ replaced: boolean }> {
    const em = entityManagerOf(tx);
    const [before] = await em.execute<{ saved: boolean }[]>('select banking_details is not null as saved from commission_accounts where user_id = ? for update', [userId]);
    await em.execute(
      `insert into commission_accounts (user_id, banking_details, created_at, updated_at) values (?, ?::jsonb, now(), now())
       on conflict (user_id) do update set banking_details = excluded.banking_details, updated_at = now(),
         banking_changed_at = case when commission_accounts.banking_details is null then commission_accounts.banking_changed_at else now() end`,
      [userId, JSON.stringify(sealed)],
    );
    return { replaced: before?.saved === true };
  }

  async find(userId: string): Promise<unknown> {
    const [row] = await this.em.fork().execute<{ banking_details: unknown }[]>('select banking_details from commission_accounts where user_id = ?', [userId]);
    return row?.banking_details ?? null;
  }
}
