import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { BankingSummary } from '../../domain/banking-details';
import type { BankingDetails } from '../../domain/commission-account';

export const BANKING_CIPHER = Symbol('BANKING_CIPHER');

/**
 * What commission_accounts.banking_details holds: the details sealed (AES-256-GCM, bound to the
 * account's id), the id of the key that sealed them, and the summary the API may show in clear.
 */
export interface SealedBankingDetails {
  v: 1;
  alg: 'aes-256-gcm';
  keyId: string;
  iv: string;
  tag: string;
  data: string;
  summary: BankingSummary;
}

/** Seals and opens banking details; opening refuses anything altered (BankingDetailsUnreadableError). */
export interface BankingCipher {
  seal(userId: string, details: BankingDetails): SealedBankingDetails;
  open(userId: string, sealed: SealedBankingDetails): BankingDetails;
}

export const BANKING_DETAILS_STORE = Symbol('BANKING_DETAILS_STORE');

/** commission_accounts.banking_details of one account. */
export interface BankingDetailsStore {
  /**
   * Saves the sealed details inside `tx`, creating the account's row (with the defaults) when it has none.
   * `replaced`: details were saved before (the change that holds the next payout and mails the holder).
   */
  save(tx: TransactionContext, userId: string, sealed: SealedBankingDetails): Promise<{ replaced: boolean }>;
  /** The stored value as it is (sealed, or a legacy row saved in clear before sealing); null when none. */
  find(userId: string): Promise<unknown>;
}
