import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditRecorder, AuditTrail } from '../../../../audit';
import { newTotpSecret, totpStepOf, totpUri } from '../../../domain/totp';
import { RECOVERY_CODE_COUNT } from '../../../domain/second-factor';
import { InvalidSecondFactorError, TotpAlreadyEnabledError, TotpNotEnabledError, TotpSetupNotStartedError } from '../../../domain/second-factor.errors';
import { lockedForMinutes, SIGN_IN_THROTTLE } from '../../../domain/sign-in-throttle';
import { InvalidCredentialsError, TooManySignInAttemptsError } from '../../../domain/identity.errors';
import { SECOND_FACTORS, SecondFactors } from '../../ports/second-factors.port';
import { PASSWORD_HASHER, PasswordHasher, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { recoveryCodeHash, SecondFactorCheck } from '../../second-factor-check';
import { ConfirmPasswordCommand, DisableTotpCommand, EnableTotpCommand, GetSecondFactorStatusQuery, SecondFactorStatus, StartTotpSetupCommand, VerifySecondFactorCommand } from './second-factor.commands';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

@CommandHandler(StartTotpSetupCommand)
export class StartTotpSetupHandler implements ICommandHandler<StartTotpSetupCommand, { secret: string; otpauthUrl: string }> {
  constructor(@Inject(SECOND_FACTORS) private readonly factors: SecondFactors) {}

  async execute({ userId, username }: StartTotpSetupCommand): Promise<{ secret: string; otpauthUrl: string }> {
    const secret = newTotpSecret();
    if (!(await this.factors.saveUnconfirmedTotp(userId, secret))) throw new TotpAlreadyEnabledError();
    return { secret, otpauthUrl: totpUri(secret, username) };
  }
}

@CommandHandler(EnableTotpCommand)
export class EnableTotpHandler implements ICommandHandler<EnableTotpCommand, { recoveryCodes: string[] }> {
  constructor(
    @Inject(SECOND_FACTORS) private readonly factors: SecondFactors,
    private readonly check: SecondFactorCheck,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, code }: EnableTotpCommand): Promise<{ recoveryCodes: string[] }> {
    const totp = await this.factors.totpOf(userId);
    if (!totp) throw new TotpSetupNotStartedError();
    if (totp.enabled) throw new TotpAlreadyEnabledError();
    const now = this.clock.now();
    await this.check.refuseWhileThrottled(userId, now);
    const step = totpStepOf(totp.secret, code, now);
    if (step === null) {
      await this.check.countWrongAnswer(userId);
      throw new InvalidSecondFactorError();
    }
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.factors.enableTotp(tx, userId, step, recoveryCodes.map(recoveryCodeHash), now))) throw new TotpAlreadyEnabledError();
      await this.auditTrail.record(tx, { action: 'user.mfa_enabled', entityType: 'user', entityId: userId, actorUserId: userId, details: { method: 'totp' } });
    });
    return { recoveryCodes };
  }
}

@CommandHandler(DisableTotpCommand)
export class DisableTotpHandler implements ICommandHandler<DisableTotpCommand, void> {
  constructor(
    @Inject(SECOND_FACTORS) private readonly factors: SecondFactors,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  async execute({ userId }: DisableTotpCommand): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.factors.disableTotp(tx, userId))) throw new TotpNotEnabledError();
      await this.auditTrail.record(tx, { action: 'user.mfa_disabled', entityType: 'user', entityId: userId, actorUserId: userId, details: { method: 'totp' } });
    });
  }
}

@CommandHandler(VerifySecondFactorCommand)
export class VerifySecondFactorHandler implements ICommandHandler<VerifySecondFactorCommand, 'totp' | 'recovery_code'> {
  constructor(
    private readonly check: SecondFactorCheck,
    private readonly audit: AuditRecorder,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, answer, purpose }: VerifySecondFactorCommand): Promise<'totp' | 'recovery_code'> {
    const match = await this.check.check(userId, answer, this.clock.now(), userId);
    // A recovery code used by another request in between: as if it had been used before.
    if (!(await match.redeem())) throw new InvalidSecondFactorError();
    if (purpose === 'sign_in') await this.audit.record({ action: 'user.signed_in', entityType: 'user', entityId: userId, actorUserId: userId, details: { secondFactor: match.method } });
    return match.method;
  }
}

@CommandHandler(ConfirmPasswordCommand)
export class ConfirmPasswordHandler implements ICommandHandler<ConfirmPasswordCommand, void> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ username, password, ipAddress }: ConfirmPasswordCommand): Promise<void> {
    const now = this.clock.now();
    const minutes = lockedForMinutes(await this.accounts.failedSignInsSince(username, new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs)), now);
    if (minutes > 0) throw new TooManySignInAttemptsError(minutes);
    const credentials = await this.accounts.findCredentials(username);
    if (!(await this.hasher.verify(credentials?.passwordHash ?? null, password))) {
      await this.accounts.recordFailedSignIn(username, ipAddress);
      throw new InvalidCredentialsError();
    }
  }
}

@QueryHandler(GetSecondFactorStatusQuery)
export class GetSecondFactorStatusHandler implements IQueryHandler<GetSecondFactorStatusQuery, SecondFactorStatus> {
  constructor(@Inject(SECOND_FACTORS) private readonly factors: SecondFactors) {}

  async execute({ userId }: GetSecondFactorStatusQuery): Promise<SecondFactorStatus> {
    const totp = await this.factors.totpOf(userId);
    return { totpEnabled: totp?.enabled ?? false, recoveryCodesLeft: totp?.enabled ? await this.factors.recoveryCodesLeft(userId) : 0 };
  }
}
