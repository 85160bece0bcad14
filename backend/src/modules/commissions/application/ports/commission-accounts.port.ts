import type { CommissionAccount } from '../../domain/commission-account';

export const COMMISSION_ACCOUNTS = Symbol('COMMISSION_ACCOUNTS');

export interface CommissionAccounts {
  /** Null when the account has no row yet (it has the defaults then). */
  find(userId: string): Promise<CommissionAccount | null>;
}
