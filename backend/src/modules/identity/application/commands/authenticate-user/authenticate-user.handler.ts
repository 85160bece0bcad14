import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditRecorder, AuditTrail } from '../../../../audit';
import { OUTBOX, Outbox } from '../../../../notifications';
import { AccountDeactivatedError, InvalidCredentialsError, TooManySignInAttemptsError } from '../../../domain/identity.errors';
import { SIGN_IN_THROTTLE, lockedForMinutes } from '../../../domain/sign-in-throttle';
import { totpStepOf } from '../../../domain/totp';
import { SECOND_FACTORS, SecondFactors } from '../../ports/second-factors.port';
import { PASSWORD_HASHER, PasswordHasher, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { AuthenticateUserCommand, AuthenticatedAccount } from './authenticate-user.command';

/**
 * Password sign-in. Ten failures for a username within 15 minutes lock it for everyone but its owner: a
 * browser that signed in as the account before (its device cookie), or the password together with a current
 * authenticator code, still gets through. While locked, every refusal is the same 429, so the lock never tells
 * whether a guessed password was right. Sign-ins and failures are written to the audit log, and a lock mails the
 * owner through the outbox.
 */
@CommandHandler(AuthenticateUserCommand)
export class AuthenticateUserHandler implements ICommandHandler<AuthenticateUserCommand, AuthenticatedAccount> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SECOND_FACTORS) private readonly factors: SecondFactors,
    private readonly audit: AuditRecorder,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ username, password, ipAddress, browserTokenHash, code }: AuthenticateUserCommand): Promise<AuthenticatedAccount> {
    const now = this.clock.now();
    const failures = await this.accounts.failedSignInsSince(username, new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs));
    const minutes = lockedForMinutes(failures, now);
    let credentials: Awaited<ReturnType<UserAccounts['findCredentials']>> | undefined;
    let codeAccepted = false;
    if (minutes > 0) {
      credentials = await this.accounts.findCredentials(username);
      const owner = credentials && !credentials.deactivated ? await this.ownerPassage(credentials.id, browserTokenHash, code, now) : 'none';
      if (owner === 'none') throw new TooManySignInAttemptsError(minutes);
      codeAccepted = owner === 'code';
    }

    credentials ??= await this.accounts.findCredentials(username);
    const valid = await this.hasher.verify(credentials?.passwordHash ?? null, password);
    if (!credentials || !valid) {
      await this.accounts.recordFailedSignIn(username, ipAddress);
      await this.audit.record({ action: 'user.sign_in_failed', entityType: 'user', entityId: credentials?.id ?? null, actorUserId: null, details: { username: username.toLowerCase(), ipAddress } });
      if (minutes === 0 && credentials && failures.length + 1 === SIGN_IN_THROTTLE.maxFailures) {
        await this.recordLock(credentials.id, username.toLowerCase(), failures, now);
      }
      if (minutes > 0) throw new TooManySignInAttemptsError(minutes);
      throw new InvalidCredentialsError();
    }
    // The owner passing the lock leaves it in place for everyone else: the attack may still be going on.
    if (minutes === 0) await this.accounts.clearFailedSignIns(username, ipAddress);
    // Only after the right password: a deactivated account is not revealed to someone guessing.
    const account = credentials.deactivated ? null : await this.accounts.findById(credentials.id);
    if (!account) throw new AccountDeactivatedError();

    const secondFactor = codeAccepted ? 'entered' : await this.secondFactor(account.id, browserTokenHash, now);
    if (secondFactor !== 'due') {
      await this.audit.record({ action: 'user.signed_in', entityType: 'user', entityId: account.id, actorUserId: account.id, details: { ipAddress, secondFactor, ...(minutes > 0 ? { whileLocked: true } : {}) } });
    }
    return { ...account, secondFactorDue: secondFactor === 'due', steppedUp: secondFactor === 'none' || secondFactor === 'entered' };
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

  /** How the owner of a locked account passes: a browser it signed in with before, a current code, or not at all. */
  private async ownerPassage(userId: string, browserTokenHash: string | null, code: string | null, now: Date): Promise<'browser' | 'code' | 'none'> {
    if (browserTokenHash && (await this.factors.knownBrowser(userId, browserTokenHash))) return 'browser';
    if (!code) return 'none';
    const totp = await this.factors.totpOf(userId);
    const step = totp?.enabled ? totpStepOf(totp.secret, code.trim(), now) : null;
    return step !== null && (await this.factors.claimTotpStep(userId, step)) ? 'code' : 'none';
  }

  /** With an authenticator app set up, a second factor is due unless this browser is trusted until later than now. */
  private async secondFactor(userId: string, browserTokenHash: string | null, now: Date): Promise<'none' | 'due' | 'trusted_browser'> {
    const totp = await this.factors.totpOf(userId);
    if (!totp?.enabled) return 'none';
    const browser = browserTokenHash ? await this.factors.knownBrowser(userId, browserTokenHash) : null;
    return browser?.trustedUntil && browser.trustedUntil.getTime() > now.getTime() ? 'trusted_browser' : 'due';
  }
}
