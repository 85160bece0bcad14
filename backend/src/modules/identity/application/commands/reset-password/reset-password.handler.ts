import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { InvalidAccountTokenError } from '../../../domain/identity.errors';
import { hashOneTimeToken } from '../../one-time-token';
import { ACCOUNT_RECOVERY, AccountRecovery } from '../../ports/account-recovery.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/user-accounts.port';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    @Inject(ACCOUNT_RECOVERY) private readonly recovery: AccountRecovery,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      const owner = await this.recovery.consumeToken(tx, 'password_reset', hashOneTimeToken(token), now);
      if (!owner) throw new InvalidAccountTokenError('reset');
      await this.recovery.setPasswordHash(tx, owner.userId, passwordHash);
      await this.recovery.revokeTokens(tx, owner.userId, 'password_reset', now);
      await this.recovery.endSessions(tx, owner.userId);
    });
  }
}
