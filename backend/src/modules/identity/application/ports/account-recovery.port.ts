import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { AccountTokenPurpose } from '../../domain/account-tokens';

export const ACCOUNT_RECOVERY = Symbol('ACCOUNT_RECOVERY');

export interface NewAccountToken {
  userId: string;
  purpose: AccountTokenPurpose;
  /** SHA-256 of the token, hex: the token itself is never stored. */
  tokenHash: string;
  /** For verification: the address the link confirms. */
  email: string | null;
  expiresAt: Date;
}

/** Passwords, e-mail addresses and the one-time tokens that change them, each inside the caller's transaction. */
export interface AccountRecovery {
  /** Active accounts with this address (any letter case). */
  activeAccountsByEmail(tx: TransactionContext, email: string): Promise<{ id: string; username: string }[]>;
  /** Records a reset request and answers how many were made within the window before it, for the address and the account. */
  recordResetRequest(tx: TransactionContext, email: string, userId: string | null, since: Date): Promise<{ forAddress: number; forAccount: number }>;
  /** Stores the token's hash; false (nothing stored) when no account has that id. */
  issueToken(tx: TransactionContext, token: NewAccountToken): Promise<boolean>;
  /** Marks the token used and answers whose it was; null when unknown, used, expired or of another purpose. */
  consumeToken(tx: TransactionContext, purpose: AccountTokenPurpose, tokenHash: string, now: Date): Promise<{ userId: string; email: string | null } | null>;
  /** Every unused token of that purpose of the account stops working (a newer one replaces them, or the password changed). */
  revokeTokens(tx: TransactionContext, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void>;
  passwordHashOf(tx: TransactionContext, userId: string): Promise<string | null>;
  setPasswordHash(tx: TransactionContext, userId: string, passwordHash: string): Promise<void>;
  /** Ends the account's sessions, all of them or all but `keepSessionId`. */
  endSessions(tx: TransactionContext, userId: string, keepSessionId?: string): Promise<void>;
  /** The address, the one waiting for confirmation, and whether the address is confirmed. */
  emailOf(tx: TransactionContext, userId: string): Promise<{ username: string; email: string | null; pendingEmail: string | null; verified: boolean } | null>;
  /** A new address waits for its confirmation; the current one stays until then. */
  setPendingEmail(tx: TransactionContext, userId: string, email: string): Promise<void>;
  /** Confirms `email`: it becomes the account's address (replacing the current one when it was pending). */
  confirmEmail(tx: TransactionContext, userId: string, email: string, now: Date): Promise<boolean>;
}
