import type { EntityManager } from '@mikro-orm/core';
import type { CuratorTier } from '../domain/curator-tier';
import { CommissionAccountEntity } from '../adapters/persistence/commission-account.entity';

export interface DemoCommissionAccountRow {
  userId: string;
  tier: CuratorTier;
  commissionRate: number;
}

/** Adds the demo accounts' tiers and rates to the caller's unit of work `tx` (the caller flushes). */
export function writeDemoCommissionAccounts(tx: EntityManager, rows: readonly DemoCommissionAccountRow[]): void {
  for (const row of rows) tx.create(CommissionAccountEntity, row);
}
