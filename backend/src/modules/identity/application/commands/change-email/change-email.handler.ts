import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { NotSignedInError, WrongCurrentPasswordError } from '../../../domain/identity.errors';
import { EmailVerificationMailer } from '../../email-verification-mailer';
import { ACCOUNT_RECOVERY, AccountRecovery } from '../../ports/account-recovery.port';
import { PASSWORD_HASHER, PasswordHasher } from '../../ports/user-accounts.port';
import { ChangeEmailCommand } from './change-email.command';

@CommandHandler(ChangeEmailCommand)
export class ChangeEmailHandler implements ICommandHandler<ChangeEmailCommand, void> {
  constructor(
    @Inject(ACCOUNT_RECOVERY) private readonly recovery: AccountRecovery,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly verification: EmailVerificationMailer,
  ) {}

  async execute({ userId, email, currentPassword }: ChangeEmailCommand): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const currentHash = await this.recovery.passwordHashOf(tx, userId);
      const account = await this.recovery.emailOf(tx, userId);
      if (currentHash === null || !account) throw new NotSignedInError();
      if (!(await this.hasher.verify(currentHash, currentPassword))) throw new WrongCurrentPasswordError();
      await this.recovery.setPendingEmail(tx, userId, email);
      await this.verification.send(tx, { id: userId, username: account.username }, email);
    });
  }
}
