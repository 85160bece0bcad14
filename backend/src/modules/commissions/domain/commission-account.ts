import type { CuratorTier } from './curator-tier';

/** Where a curator's payouts go. */
export interface BankingDetails {
  accountHolderName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
}

/** An account's standing in commissions; every account has one, with defaults until it earns. */
export interface CommissionAccount {
  userId: string;
  tier: CuratorTier;
  /** Percent of GMV. */
  commissionRate: number;
  totalSalesGeneratedCents: number;
}

export function defaultCommissionAccount(userId: string): CommissionAccount {
  return { userId, tier: 'user', commissionRate: 0, totalSalesGeneratedCents: 0 };
}
