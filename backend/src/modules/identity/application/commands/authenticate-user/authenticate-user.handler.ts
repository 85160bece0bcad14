import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditRecorder, AuditTrail } from '../../../../audit';
import { OUTBOX, Outbox } from '../../../../notifications';
import { AccountDeactivatedError, InvalidCredentialsError, TooManySignInAttemptsError } from '../../../domain/identity.errors';
import { InvalidSecondFactorError, TooManySecondFactorAttemptsError, TotpNotEnabledError } from '../../../domain/second-factor.errors';
import { SIGN_IN_THROTTLE, lockedForMinutes } from '../../../domain/sign-in-throttle';
import { SECOND_FACTORS, SecondFactors } from '../../ports/second-factors.port';
import { PASSWORD_HASHER, PasswordHasher, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { SecondFactorCheck, SecondFactorMatch } from '../../second-factor-check';
import { AuthenticateUserCommand, AuthenticatedAccount } from './authenticate-user.command';

/** How the owner of a locked account gets through: a browser that signed in to it before, or a right second factor. */
type OwnerPassage = { by: 'browser' } | { by: 'second_factor'; match: SecondFactorMatch };

/**
 * Password sign-in. Ten failures for a username within 15 minutes lock it for everyone but its owner: a
 * browser that signed in as the account before (its device cookie), or the password together with a current
 * authenticator code or an unused recovery code, still gets through. Those codes go through the same check as
 * every second factor (SecondFactorCheck): wrong ones count toward the account's code throttle and are
 * audited. While locked, every refusal is the same 429, so the lock never tells whether a guessed password was
 * right. Sign-ins and failures, refusals by the lock included, are written to the audit log (the per-address
 * sign-in rate limit bounds how fast), and a lock mails the owner through the outbox.
 */
@CommandHandler(AuthenticateUserCommand)
export class AuthenticateUserHandler implements ICommandHandler<AuthenticateUserCommand, AuthenticatedAccount> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SECOND_FACTORS) private readonly factors: SecondFactors,
    private readonly secondFactors: SecondFactorCheck,
    private readonly audit: AuditRecorder,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ username, password, ipAddress, browserTokenHash, code, recoveryCode }: AuthenticateUserCommand): Promise<AuthenticatedAccount> {
    const now = this.clock.now();
    const failures = await this.accounts.failedSignInsSince(username, new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs));
    const minutes = lockedForMinutes(failures, now);
    let credentials: Awaited<ReturnType<UserAccounts['findCredentials']>> | undefined;
    let passage: OwnerPassage | null = null;
    if (minutes > 0) {
      credentials = await this.accounts.findCredentials(username);
      try {
        passage = credentials && !credentials.deactivated ? await this.ownerPassage(credentials.id, browserTokenHash, { code, recoveryCode }, now) : null;
      } catch (error) {
        if (error instanceof TooManySecondFactorAttemptsError) await this.recordLockRefusal(username, credentials?.id ?? null, ipAddress);
        throw error;
      }
      if (!passage) {
        await this.recordLockRefusal(username, credentials?.id ?? null, ipAddress);
        throw new TooManySignInAttemptsError(minutes);
      }
    }

    credentials ??= await this.accounts.findCredentials(username);
    const valid = await this.hasher.verify(credentials?.passwordHash ?? null, password);
    if (!credentials || !valid) {
      await this.accounts.recordFailedSignIn(username, ipAddress);
      await this.audit.record({ action: 'user.sign_in_failed', entityType: 'user', entityId: credentials?.id ?? null, actorUserId: null, details: { username: username.toLowerCase(), ipAddress, reason: 'invalid_credentials' } });
      if (minutes === 0 && credentials && failures.length + 1 === SIGN_IN_THROTTLE.maxFailures) {
        await this.recordLock(credentials.id, username.toLowerCase(), failures, now);
      }
      if (minutes > 0) throw new TooManySignInAttemptsError(minutes);
      throw new InvalidCredentialsError();
    }
    // A recovery code that let the owner through is spent only now that the password was right too.
    if (passage?.by === 'second_factor' && !(await passage.match.redeem())) {
      await this.recordLockRefusal(username, credentials.id, ipAddress);
      throw new TooManySignInAttemptsError(minutes);
    }
    // The owner passing the lock leaves it in place for everyone else: the attack may still be going on.
    if (minutes === 0) await this.accounts.clearFailedSignIns(username, ipAddress);
    // Only after the right password: a deactivated account is not revealed to someone guessing.
    const account = credentials.deactivated ? null : await this.accounts.findById(credentials.id);
    if (!account) throw new AccountDeactivatedError();

    const secondFactor = passage?.by === 'second_factor' ? passage.match.method : await this.secondFactor(account.id, browserTokenHash, now);
    if (secondFactor !== 'due') {
      await this.audit.record({ action: 'user.signed_in', entityType: 'user', entityId: account.id, actorUserId: account.id, details: { ipAddress, secondFactor, ...(minutes > 0 ? { whileLocked: true } : {}) } });
    }
    return { ...account, secondFactorDue: secondFactor === 'due', steppedUp: secondFactor !== 'due' && secondFactor !== 'trusted_browser' };
  }

  /** A sign-in the lock refused, password unchecked: audited (no failure is counted, or the lock would never end). */
  private recordLockRefusal(username: string, userId: string | null, ipAddress: string | null): Promise<void> {
    return this.audit.record({ action: 'user.sign_in_failed', entityType: 'user', entityId: userId, actorUserId: null, details: { username: username.toLowerCase(), ipAddress, reason: 'locked' } });
  }

  /**
   * The one place an account becomes locked: the audit entry and the owner's "under attack" mail in one
   * transaction. The mail's key is the account and the window's first failure, so two wrong passwords racing
   * past the threshold together still send one mail per lock.
   */
  private async recordLock(userId: string, username: string, earlierFailures: Date[], now: Date): Promise<void> {
    const minutes = SIGN_IN_THROTTLE.windowMs / 60_000;
    const firstFailure = earlierFailures.reduce((first, at) => (at.getTime() < first.getTime() ? at : first), now);
    await this.unitOfWork.run(async (tx) => {
      await this.auditTrail.record(tx, { action: 'user.sign_in_locked', entityType: 'user', entityId: userId, actorUserId: null, details: { username, minutes } });
      await this.outbox.record(
        tx,
        { type: 'account.sign_in_locked', recipient: { userId }, data: { username, failures: SIGN_IN_THROTTLE.maxFailures, minutes, lockedAt: now.toISOString().slice(0, 16).replace('T', ' ') } },
        { key: `account.sign_in_locked:${userId}:${firstFailure.toISOString()}` },
      );
    });
  }

  /**
   * How the owner of a locked account passes: a browser it signed in with before, a right code or recovery
   * code, or not at all (null). A wrong code is counted and audited by the check; while the account's code
   * throttle holds, the check's 429 goes out as it is.
   */
  private async ownerPassage(userId: string, browserTokenHash: string | null, answer: { code: string | null; recoveryCode: string | null }, now: Date): Promise<OwnerPassage | null> {
    if (browserTokenHash && (await this.factors.knownBrowser(userId, browserTokenHash))) return { by: 'browser' };
    if (!answer.code && !answer.recoveryCode) return null;
    try {
      const match = await this.secondFactors.check(userId, answer.code ? { code: answer.code } : { recoveryCode: answer.recoveryCode! }, now, null);
      return { by: 'second_factor', match };
    } catch (error) {
      if (error instanceof InvalidSecondFactorError || error instanceof TotpNotEnabledError) return null;
      throw error;
    }
  }

  /** With an authenticator app set up, a second factor is due unless this browser is trusted until later than now. */
  private async secondFactor(userId: string, browserTokenHash: string | null, now: Date): Promise<'none' | 'due' | 'trusted_browser'> {
    const totp = await this.factors.totpOf(userId);
    if (!totp?.enabled) return 'none';
    const browser = browserTokenHash ? await this.factors.knownBrowser(userId, browserTokenHash) : null;
    return browser?.trustedUntil && browser.trustedUntil.getTime() > now.getTime() ? 'trusted_browser' : 'due';
  }
}
