import type { TransactionContext } from '../../../../shared/application/unit-of-work';

export interface TotpState {
  secret: string;
  /** False between set-up and the first code that confirms it. */
  enabled: boolean;
}

export const SECOND_FACTORS = Symbol('SECOND_FACTORS');

/** Identity's second factors and known browsers (tables user_totp, mfa_recovery_codes, known_devices). */
export interface SecondFactors {
  totpOf(userId: string): Promise<TotpState | null>;
  /** Starts (or restarts) a set-up: keeps `secret` unconfirmed; answers false when one is enabled already. */
  saveUnconfirmedTotp(userId: string, secret: string): Promise<boolean>;
  /** Enables the unconfirmed secret, spends `step`, and replaces the recovery codes with these hashes. */
  enableTotp(tx: TransactionContext, userId: string, step: number, recoveryCodeHashes: readonly string[], at: Date): Promise<boolean>;
  /** Removes the secret and the recovery codes, and takes "trusted" off the user's browsers; false when none was set up. */
  disableTotp(tx: TransactionContext, userId: string): Promise<boolean>;
  /** Spends a time step: true once per step and account, only for a step later than every one spent before (no replay). */
  claimTotpStep(userId: string, step: number): Promise<boolean>;
  /** Whether an unused recovery code has this hash (nothing is spent). */
  hasUnusedRecoveryCode(userId: string, codeHash: string): Promise<boolean>;
  /** Marks an unused recovery code used; false when there is none with this hash. */
  useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean>;
  recoveryCodesLeft(userId: string): Promise<number>;
  /** Remembers a browser that signed in (its device token's hash); `trustedUntil` skips the second factor until then, null keeps what it had. */
  rememberBrowser(userId: string, tokenHash: string, trustedUntil: Date | null, at: Date): Promise<void>;
  /** A browser that signed in as the user before, or null. */
  knownBrowser(userId: string, tokenHash: string): Promise<{ trustedUntil: Date | null } | null>;
}

export const SECOND_FACTOR_POLICY = Symbol('SECOND_FACTOR_POLICY');

/** Which roles must have a second factor before they use their role (the configuration: admin in production, MFA_REQUIRED_ROLES). */
export interface SecondFactorPolicy {
  requiredRoles: readonly string[];
}
