import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { CuratorTier } from '../../domain/curator-tier';
import type { CommissionAccount } from '../../domain/commission-account';

export const COMMISSION_ACCOUNTS = Symbol('COMMISSION_ACCOUNTS');

export interface CommissionAccounts {
  /** Null when the account has no row yet (it has the defaults then). */
  find(userId: string): Promise<CommissionAccount | null>;
  /** The rows of these accounts (accounts without one are absent: they have the defaults). */
  findMany(userIds: readonly string[]): Promise<CommissionAccount[]>;
  /** Locks and reads the account's row inside `tx`; null when it has none. */
  findForUpdate(tx: TransactionContext, userId: string): Promise<(CommissionAccount & { tierSetManually: boolean }) | null>;
  /** Sets tier and rate by hand (tier_set_manually = true), creating the row when missing. */
  setTierManually(tx: TransactionContext, userId: string, tier: CuratorTier, commissionRate: number): Promise<void>;
}
