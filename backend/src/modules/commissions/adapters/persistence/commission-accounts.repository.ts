import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CuratorTier } from '../../domain/curator-tier';
import type { CommissionAccounts } from '../../application/ports/commission-accounts.port';
import type { CommissionAccount } from '../../domain/commission-account';
import { CommissionAccountEntity } from './commission-account.entity';

@Injectable()
export class PostgresCommissionAccountsRepository implements CommissionAccounts {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<CommissionAccount | null> {
    const row = await this.em.fork().findOne(CommissionAccountEntity, { userId });
    if (!row) return null;
    return { userId: row.userId, tier: row.tier, commissionRate: Number(row.commissionRate), totalSalesGeneratedCents: row.totalSalesGeneratedCents };
  }

  async findMany(userIds: readonly string[]): Promise<CommissionAccount[]> {
    if (userIds.length === 0) return [];
    const rows = await this.em.fork().find(CommissionAccountEntity, { userId: { $in: [...userIds] } });
    return rows.map((row) => ({ userId: row.userId, tier: row.tier, commissionRate: Number(row.commissionRate), totalSalesGeneratedCents: row.totalSalesGeneratedCents }));
  }

  async findForUpdate(transaction: TransactionContext, userId: string): Promise<(CommissionAccount & { tierSetManually: boolean }) | null> {
    const tx = entityManagerOf(transaction);
    const [row] = await tx.execute<{ tier: CuratorTier; commission_rate: string; total_sales_generated_cents: string; tier_set_manually: boolean }[]>(
      'select tier, commission_rate, total_sales_generated_cents, tier_set_manually from commission_accounts where user_id = ? for update',
      [userId],
    );
    if (!row) return null;
    return { userId, tier: row.tier, commissionRate: Number(row.commission_rate), totalSalesGeneratedCents: Number(row.total_sales_generated_cents), tierSetManually: row.tier_set_manually };
  }

  async setTierManually(transaction: TransactionContext, userId: string, tier: CuratorTier, commissionRate: number): Promise<void> {
    const tx = entityManagerOf(transaction);
    await tx.execute(
      `insert into commission_accounts (user_id, tier, commission_rate, tier_set_manually, created_at, updated_at)
       values (?, ?, ?, true, now(), now())
       on conflict (user_id) do update set tier = excluded.tier, commission_rate = excluded.commission_rate, tier_set_manually = true, updated_at = now()`,
      [userId, tier, commissionRate],
    );
  }
}
