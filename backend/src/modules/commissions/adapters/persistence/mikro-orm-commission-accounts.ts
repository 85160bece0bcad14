import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CommissionAccounts } from '../../application/ports/commission-accounts.port';
import type { CommissionAccount } from '../../domain/commission-account';
import { CommissionAccountEntity } from './commission-account.entity';

@Injectable()
export class MikroOrmCommissionAccounts implements CommissionAccounts {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<CommissionAccount | null> {
    const row = await this.em.fork().findOne(CommissionAccountEntity, { userId });
    if (!row) return null;
    return { userId: row.userId, tier: row.tier, commissionRate: Number(row.commissionRate), totalSalesGeneratedCents: row.totalSalesGeneratedCents };
  }
}
