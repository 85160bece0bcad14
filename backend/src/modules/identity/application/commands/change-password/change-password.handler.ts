import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { NotSignedInError, WrongCurrentPasswordError } from '../../../domain/identity.errors';
import { ACCOUNT_RECOVERY, AccountRecovery } from '../../ports/account-recovery.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/user-accounts.port';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, void> {
  constructor(
    @Inject(ACCOUNT_RECOVERY) private readonly recovery: AccountRecovery,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, currentPassword, newPassword, sessionId }: ChangePasswordCommand): Promise<void> {
    const newHash = await this.hasher.hash(newPassword);
    await this.unitOfWork.run(async (tx) => {
      const currentHash = await this.recovery.passwordHashOf(tx, userId);
      if (currentHash === null) throw new NotSignedInError();
      if (!(await this.hasher.verify(currentHash, currentPassword))) throw new WrongCurrentPasswordError();
      await this.recovery.setPasswordHash(tx, userId, newHash);
      await this.recovery.revokeTokens(tx, userId, 'password_reset', this.clock.now());
      await this.recovery.endSessions(tx, userId, sessionId);
    });
  }
}
