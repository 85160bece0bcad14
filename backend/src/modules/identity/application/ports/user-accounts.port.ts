import type { CuratorStatus, UserRole } from '../../domain/user-role';

/** The account fields a signed-in user may read about themselves. Never a password or its hash. */
export interface AccountView {
  id: string;
  username: string;
  email: string | null;
  role: UserRole;
  curatorStatus: CuratorStatus;
  commissionRate: number;
  ageVerified: boolean;
  displayName: string | null;
  bio: string | null;
  profileImage: string | null;
  heroImage: string | null;
  pageLayout: unknown;
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
  findById(id: string): Promise<AccountView | null>;
  findCredentials(username: string): Promise<{ id: string; passwordHash: string } | null>;
  /** Throws UsernameTakenError when the username exists (checked by the unique constraint). */
  create(account: NewAccount): Promise<AccountView>;
  markAgeVerified(id: string): Promise<AccountView>;
  /** Creates or updates the admin named by ADMIN_USERNAME / ADMIN_PASSWORD. */
  upsertAdmin(username: string, passwordHash: string): Promise<void>;
  recordFailedSignIn(username: string, ipAddress: string): Promise<void>;
  failedSignInsSince(username: string, ipAddress: string, since: Date): Promise<Date[]>;
  clearFailedSignIns(username: string, ipAddress: string): Promise<void>;
}

export const PASSWORD_HASHER = Symbol('PASSWORD_HASHER');

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  /** With no hash (unknown user) it still spends the same time and answers false. */
  verify(hash: string | null, plain: string): Promise<boolean>;
}
