import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { AgeRecord, AgeStatus } from '../../domain/age-status';
import type { UserRole } from '../../domain/user-role';

/**
 * What identity knows about an account. Never a password or its hash. The account answer of the API
 * (GET /api/user) adds other contexts' state: see the accounts module.
 */
export interface AccountView {
  id: string;
  username: string;
  email: string | null;
  /** Whether `email` was confirmed through its link. */
  emailVerified: boolean;
  role: UserRole;
  /** Whether the age gate was passed (the age status is past unverified). */
  ageVerified: boolean;
  ageStatus: AgeStatus;
  createdAt: Date;
}

export interface NewAccount {
  username: string;
  passwordHash: string;
  email: string | null;
  role?: UserRole;
}

export const USER_ACCOUNTS = Symbol('USER_ACCOUNTS');

export interface UserAccounts {
  /** Null for an unknown or a deactivated account (a deactivated account's session ends at its next request). */
  findById(id: string): Promise<AccountView | null>;
  /** Any account, deactivated or not, for the admin area. */
  findAnyById(id: string): Promise<(AccountView & { deactivatedAt: Date | null }) | null>;
  /** Marks the account deactivated and ends its sessions, inside `tx`; answers false when there is no such account. */
  deactivate(tx: TransactionContext, id: string, at: Date): Promise<boolean>;
  /** Sets the account's email and role inside `tx`; answers false when there is no such account. */
  update(tx: TransactionContext, id: string, account: { email: string | null; role: UserRole }): Promise<boolean>;
  /** Role user becomes creator inside `tx` (other roles stay); answers false when there is no active account. */
  promoteToCreator(tx: TransactionContext, id: string): Promise<boolean>;
  /** Finds the account whatever the letter case of `username`. */
  findCredentials(username: string): Promise<{ id: string; passwordHash: string; deactivated?: boolean } | null>;
  /**
   * Throws UsernameTakenError when the username exists in any letter case (checked by the unique index).
   * With `tx`, the account is written inside that transaction (and disappears if it rolls back).
   */
  create(account: NewAccount, tx?: TransactionContext): Promise<AccountView>;
  /** The account's age status and declared date of birth (inside `tx` when given, the row locked); null for no such account. */
  ageRecordOf(id: string, tx?: TransactionContext): Promise<AgeRecord | null>;
  /**
   * Moves the age status `from` → `to` (with the declared date of birth when `to` is dob_declared) if the
   * account is still in `from`; answers false when it was not.
   */
  writeAgeStatus(id: string, move: { from: AgeStatus; to: AgeStatus; dateOfBirth?: string }, tx?: TransactionContext): Promise<boolean>;
  /** Counts one checkout refused for a date of birth under 21, in its own write (the checkout itself rolls back). */
  countUnderageRefusal(id: string): Promise<void>;
  /** Creates or updates the admin named by ADMIN_USERNAME / ADMIN_PASSWORD (an existing account of that name in any letter case). */
  upsertAdmin(username: string, passwordHash: string): Promise<void>;
  /** Usernames are compared without letter case; `ipAddress` is a normalised address or null when unknown. */
  recordFailedSignIn(username: string, ipAddress: string | null): Promise<void>;
  /** When the username's failed sign-ins since `since` happened, from any address. */
  failedSignInsSince(username: string, since: Date): Promise<Date[]>;
  /** Forgets the username's failures from this address only: failures from elsewhere keep counting. */
  clearFailedSignIns(username: string, ipAddress: string | null): Promise<void>;
}

export const PASSWORD_HASHER = Symbol('PASSWORD_HASHER');

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  /** With no hash (unknown user) it still spends the same time and answers false. */
  verify(hash: string | null, plain: string): Promise<boolean>;
}
