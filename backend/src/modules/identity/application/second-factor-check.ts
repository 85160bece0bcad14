import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuditRecorder } from '../../audit';
import { normaliseRecoveryCode, SECOND_FACTOR_THROTTLE } from '../domain/second-factor';
import { InvalidSecondFactorError, TooManySecondFactorAttemptsError, TotpNotEnabledError } from '../domain/second-factor.errors';
import { lockedForMinutes } from '../domain/sign-in-throttle';
import { totpStepOf } from '../domain/totp';
import { SECOND_FACTORS, SecondFactors } from './ports/second-factors.port';
import { USER_ACCOUNTS, UserAccounts } from './ports/user-accounts.port';

/** Recovery codes are random (50 bits each), so a plain SHA-256 is enough to keep them unreadable at rest. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/** Wrong second-factor answers are counted with the failed sign-ins, under a key of their own per account. */
const failureKey = (userId: string) => `mfa:${userId}`;

export interface SecondFactorAnswer {
  code?: string;
  recoveryCode?: string;
}

/**
 * A right answer. A TOTP step is spent by the check itself, so a replay fails at once; a recovery code is
 * spent by `redeem()`, so a caller with something still to check (the password, when the owner passes the
 * sign-in lock) spends it only once that passed too: a mistyped password does not cost one of ten codes.
 */
export interface SecondFactorMatch {
  method: 'totp' | 'recovery_code';
  /** Spends a recovery code (nothing for TOTP) and records it; false when it was used meanwhile. */
  redeem(): Promise<boolean>;
}

/**
 * The one check of a second-factor answer, wherever one is sent: the second half of a sign-in, step-up, and
 * a sign-in that passes the lock. Every wrong answer counts toward SECOND_FACTOR_THROTTLE for the account
 * (5 within 15 minutes stop checking until the window passes: 429) and is written to the audit log.
 */
@Injectable()
export class SecondFactorCheck {
  constructor(
    @Inject(SECOND_FACTORS) private readonly factors: SecondFactors,
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    private readonly audit: AuditRecorder,
  ) {}

  /**
   * The match, or: 429 TOO_MANY_SECOND_FACTOR_ATTEMPTS while throttled, 409 TOTP_NOT_ENABLED without an
   * authenticator app, 401 INVALID_SECOND_FACTOR for a wrong or used answer (counted and audited, by
   * `actorUserId`: the account itself, or null when the password is not known to be right yet).
   */
  async check(userId: string, answer: SecondFactorAnswer, now: Date, actorUserId: string | null): Promise<SecondFactorMatch> {
    await this.refuseWhileThrottled(userId, now);
    const totp = await this.factors.totpOf(userId);
    if (!totp?.enabled) throw new TotpNotEnabledError();
    if (answer.code !== undefined) {
      const step = totpStepOf(totp.secret, answer.code.trim(), now);
      if (step !== null && (await this.factors.claimTotpStep(userId, step))) return { method: 'totp', redeem: () => Promise.resolve(true) };
    } else if (answer.recoveryCode !== undefined) {
      const hash = recoveryCodeHash(answer.recoveryCode);
      if (await this.factors.hasUnusedRecoveryCode(userId, hash)) return { method: 'recovery_code', redeem: () => this.redeemRecoveryCode(userId, hash, now) };
    }
    await this.countWrongAnswer(userId);
    await this.audit.record({ action: 'user.second_factor_failed', entityType: 'user', entityId: userId, actorUserId, details: { method: answer.code !== undefined ? 'totp' : 'recovery_code' } });
    throw new InvalidSecondFactorError();
  }

  async refuseWhileThrottled(userId: string, now: Date): Promise<void> {
    const failures = await this.accounts.failedSignInsSince(failureKey(userId), new Date(now.getTime() - SECOND_FACTOR_THROTTLE.windowMs));
    const minutes = lockedForMinutes(failures, now, SECOND_FACTOR_THROTTLE);
    if (minutes > 0) throw new TooManySecondFactorAttemptsError(minutes);
  }

  countWrongAnswer(userId: string): Promise<void> {
    return this.accounts.recordFailedSignIn(failureKey(userId), null);
  }

  private async redeemRecoveryCode(userId: string, hash: string, now: Date): Promise<boolean> {
    if (!(await this.factors.useRecoveryCode(userId, hash, now))) return false;
    await this.audit.record({ action: 'user.recovery_code_used', entityType: 'user', entityId: userId, actorUserId: userId, details: { left: await this.factors.recoveryCodesLeft(userId) } });
    return true;
  }
}
